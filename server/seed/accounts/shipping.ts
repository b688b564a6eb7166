import type { Random } from '../catalog/random.ts';

type TrackingFormat = 'ups' | 'fedex' | 'dhl';

interface Carrier {
  name: string;
  format: TrackingFormat;
}

const usCarriers: readonly Carrier[] = [
  { name: 'UPS Ground', format: 'ups' },
  { name: 'UPS 2nd Day Air', format: 'ups' },
  { name: 'FedEx Ground', format: 'fedex' },
  { name: 'FedEx Priority Overnight', format: 'fedex' },
];

const carriersByWarehouse: Readonly<Record<string, readonly Carrier[]>> = {
  US: usCarriers,
  EU: [
    { name: 'DHL Express', format: 'dhl' },
    { name: 'UPS Standard', format: 'ups' },
  ],
  SZ: [
    { name: 'DHL Express', format: 'dhl' },
    { name: 'FedEx International Priority', format: 'fedex' },
  ],
};

/** Carriers a warehouse ships with. */
export const carriersFor = (whscode: string): readonly Carrier[] => carriersByWarehouse[whscode] ?? usCarriers;

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';

/** A tracking number in the carrier's own format (UPS 1Z…, FedEx 12 digits, DHL 10 digits). */
export function trackingNumber(random: Random, format: TrackingFormat): string {
  if (format === 'fedex') return digits(random, 12);
  if (format === 'dhl') return digits(random, 10);
  const shipper = Array.from({ length: 6 }, () => random.pick([...ALNUM])).join('');
  return `1Z${shipper}${random.pick(['01', '02', '03'])}${digits(random, 8)}`;
}

/** Warehouse notes (Notes2) on lines that are still open. */
export const lineNotes = [
  'Backordered, ETA 2 weeks',
  'Awaiting inbound container',
  'Allocated, ships with next pickup',
  'Special order item, no cancellation',
  'Partial shipped, balance to follow',
];

/** Comments dealers leave on their open lines. */
export const lineComments = [
  'Please ship complete',
  'Customer needs by end of month',
  'OK to substitute 2 m length',
  'Hold for install date, will confirm',
];
