/**
 * Queries as installers type them, each with what must come first: products whose title matches
 * every pattern (case-insensitive). Titles name the kind, the connector, the resolution and the
 * length, and stay when specs tables change; the unit tests and the benchmark both read this set.
 */
export interface InstallerQuery {
  query: string;
  title: readonly string[];
}

const query = (text: string, ...title: string[]): InstallerQuery => ({ query: text, title });

export const installerQueries: readonly InstallerQuery[] = [
  query('4k hdmi extender', '4K(30|60)', 'HDMI', 'Extender'),
  query('8k hdmi switcher', '8K60', 'HDMI', 'Switcher'),
  query('hdmi switcher 8k', '8K60', 'HDMI', 'Switcher'),
  query('hdmi extender 70m', 'HDMI', 'Extender', '\\b70 m$'),
  query('hdmi cable 3m', 'HDMI Cable, 3 m$'),
  query('hdmi cable 3 metres', 'HDMI Cable, 3 m$'),
  query('usb-c hdmi 3m', 'USB-C to HDMI Cable, 3 m$'),
  query('hdmi 1:4 splitter', '1x4', 'HDMI', 'Splitter'),
  query('hdmi 1 x 4 splitter', '1x4', 'HDMI', 'Splitter'),
  query('amplifier', 'Power Amplifier'),
  query('amplifer', 'Power Amplifier'),
  query('cat6 patch cable 15 meter', 'Cat6A Patch Cable, 15 m$'),
  query('xlr cable 0.5m', 'XLR', 'Cable, 0.5 m$'),
  query('displayport cable 2 m', 'DisplayPort', 'Cable, 2 m$'),
  query('hdbaset extender 100m', 'HDBaseT', 'Extender', '\\b100 m$'),
  query('4x4 hdmi matrix', '4x4', 'HDMI', 'Matrix'),
  query('8 x 8 matrix switcher', '8x8', 'Matrix Switcher'),
  query('sdi 1:8 distribution amplifier', '1x8', 'SDI', 'Distribution Amplifier'),
  query('usb c to hdmi converter 4k', 'USB-C to HDMI Converter', '4K'),
  query('4k presentation switcher', '4K(30|60)', 'Presentation Switcher'),
  query('ceiling speakers', 'In-Ceiling Speaker'),
  query('10 inch touch panel', '10 inch Touch Panel'),
  query('rs232 extender 70 m', 'RS-232 Extender', '\\b70 m$'),
  query('video wall processor 4k', 'Video Wall Processor', '4K'),
  query('fibre hdmi cable 5 m', 'Fiber Optic HDMI Cable, 5 m$'),
  query('12g sdi 1x4 splitter', '1x4 12G-SDI Splitter'),
];

/** How many first results are judged. */
export const precisionDepth = 5;

/** Whether a product, by its title, is what a query asks for. */
export function isRelevant(item: InstallerQuery, title: string): boolean {
  return item.title.every((pattern) => new RegExp(pattern, 'i').test(title));
}

/**
 * Precision at 5: the share of the first results that are relevant, over the first five or, when
 * the catalogue holds fewer relevant products, over that many (so a perfect answer scores 1).
 * `ranked` are the titles as the search answered them, `catalogue` every title searched.
 */
export function precisionAt(item: InstallerQuery, ranked: readonly string[], catalogue: readonly string[]): number {
  const depth = Math.min(precisionDepth, catalogue.filter((title) => isRelevant(item, title)).length);
  if (depth === 0) return 0;
  return ranked.slice(0, depth).filter((title) => isRelevant(item, title)).length / depth;
}
