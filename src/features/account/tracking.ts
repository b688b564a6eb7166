import { carriers } from '../../config/carriers.ts';

/** Longer than any carrier's ship-via text or tracking number; longer values are not read. */
const MAX_LENGTH = 100;
/** What carriers print: letters, digits, spaces and dashes. */
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,48}[A-Za-z0-9]$/;

export interface TrackingLink {
  carrier: string;
  href: string;
}

/**
 * The carrier's tracking page for a shipment, chosen by its ship-via value; undefined when the
 * carrier is unknown or the number does not look like one (the page then shows it as text).
 */
export function trackingLink(
  shipVia: string | null | undefined,
  trackNo: string | null | undefined,
): TrackingLink | undefined {
  if (!shipVia || !trackNo || shipVia.length > MAX_LENGTH || trackNo.length > MAX_LENGTH) return undefined;
  const number = trackNo.trim();
  if (!TRACKING_NUMBER.test(number)) return undefined;
  const carrier = carriers.find((known) => known.match.test(shipVia));
  return carrier && { carrier: carrier.name, href: carrier.url(encodeURIComponent(number.replaceAll(' ', ''))) };
}
