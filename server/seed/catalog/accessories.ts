/** Spare parts and kits sold outside the category tree: they have no category page. */
export interface Accessory {
  code: string;
  title: string;
  subtitle: string;
  /** List price in US dollars. */
  price: number;
}

export const accessories: readonly Accessory[] = [
  {
    code: 'RMK',
    title: 'Half-Rack Mounting Kit',
    subtitle: 'Mounts two half-rack units side by side in 1U',
    price: 49,
  },
  {
    code: 'PSU',
    title: '12 V DC 2 A Locking Power Supply',
    subtitle: 'Spare supply with US, EU and UK plugs',
    price: 29,
  },
  {
    code: 'IRR',
    title: 'IR Remote Control for Switchers and Matrix',
    subtitle: 'Replacement remote with preset buttons',
    price: 24,
  },
  {
    code: 'ANT',
    title: 'Replacement Wi-Fi Antenna Pair',
    subtitle: 'Dual-band antennas for wireless extenders',
    price: 19,
  },
  {
    code: 'DMO',
    title: 'Dealer Demo Case',
    subtitle: 'Hard case with foam inserts for a transmitter and receiver pair',
    price: 139,
  },
  {
    code: 'BRK',
    title: 'Under-Table Mounting Bracket',
    subtitle: 'Steel bracket for small transmitters and switchers',
    price: 15,
  },
  { code: 'PHX', title: 'Phoenix Connector Pack', subtitle: 'Ten 3-pin and 5-pin terminal blocks', price: 12 },
];
