/**
 * Carriers whose tracking pages an order's shipments link to, found by the ship-via text (word
 * match, any case: "UPS Ground", "FedEx Priority Overnight", "DHL Express", "USPS Priority Mail").
 * `url` receives the tracking number, already encoded.
 */
export const carriers = [
  { name: 'UPS', match: /\bups\b/i, url: (n: string) => `https://www.ups.com/track?tracknum=${n}` },
  {
    name: 'FedEx',
    match: /\bfed\s?ex\b|\bfederal express\b/i,
    url: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  {
    name: 'USPS',
    match: /\busps\b|\bpostal service\b/i,
    url: (n: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  {
    name: 'DHL',
    match: /\bdhl\b/i,
    url: (n: string) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
] as const;
