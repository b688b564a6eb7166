/**
 * A demo product's list price, following from what it is: its kind (title) and its key specs
 * (ports, resolution, distance, a cable's length), as a maker prices a product line. A 1x16
 * splitter costs more than its 1x4, HDBaseT more than HDMI, a 10 m cable more than its 2 m.
 */

export interface PriceFacts {
  title: string;
  categorySlug: string;
  /** The category's list price range: its entry model (smallest size, plain HDMI) costs the low end. */
  range: readonly [number, number];
  /** The category's sizes ("1x2", "4x4", "40 m"…): the smallest inputs x outputs is the entry model's. */
  sizes: readonly string[];
  /** The spec rows the product states. */
  specs: readonly (readonly [string, string])[];
}

/** What the title says the product is, each a multiple of the entry model's price. */
const kindFactors: readonly [RegExp, number][] = [
  [/HDBaseT/, 1.9],
  [/12G-SDI/, 1.5],
  [/DisplayPort|USB-C/, 1.1],
  [/\bVGA\b/, 0.8],
  [/Fiber|Active Optical/, 1.9],
  [/Scaling|Scaler/, 1.6],
  [/Seamless/, 1.8],
  [/KVM/, 1.4],
  [/Multiviewer|Quad View/, 1.9],
  [/Live Production/, 4],
  [/Video Wall/, 2.5],
  [/Wireless/, 1.8],
  [/Long Range/, 1.4],
  [/Router/, 2.2],
  [/Distribution Amplifier/, 1.15],
  [/Presentation Switcher|with Charging/, 1.3],
  [/Extender Kit|Balun Pair|Starter Kit/, 1.6],
  [/Passive/, 0.3],
  [/IR Extender|IR Emitter/, 0.4],
  [/RS-232 Extender/, 0.5],
  [/Audio Extender/, 0.8],
  [/Dante/, 1.6],
  [/Microphone Array/, 4],
  [/Digital Audio Mixer|Audio DSP/, 3],
  [/Keypad/, 1.5],
  [/Touch Panel/, 8],
  [/Control Processor/, 8],
  [/Relay/, 3],
  [/10 inch/, 1.5],
  [/Video Capture/, 1.5],
  [/Managed AV Switch/, 5],
  [/System Controller/, 3],
  // A modular frame (not a card's "…, 16x16 Frame") is the chassis; its cards are sold apart.
  [/(?<!, )\b\d+x\d+ Frame\b/, 8],
  [/Input Card|Output Card|Fiber Card|HDBaseT Card/, 1.5],
  [/Control Card/, 2.5],
  [/Power Supply/, 1.3],
  [/Blank Card/, 0.4],
  [/Adapter/, 1.6],
  // A bulk reel's metre costs a fraction of a patch cable's.
  [/Cable Reel/, 0.18],
  // A model line's suffix (the Flex Matrix Pro family is priced by its own range).
  [/(?<!Flex Matrix )\bPro\b|X Series/, 1.25],
  [/\bPlus\b/, 1.1],
  [/\bLT\b/, 0.85],
];

const resolutionFactors: Record<string, number> = {
  '1080p': 0.8,
  '1080p60': 1,
  '4K30': 1,
  '4K60': 1.3,
  '8K30': 1.6,
  '8K60': 1.9,
};
const channelFactors: Record<string, number> = { Stereo: 1, '4-Channel': 1.35, '8-Channel': 1.8 };
const gradeFactors: Record<string, number> = { 'High Speed': 1, 'Premium High Speed': 1.3, 'Ultra High Speed': 1.7 };

/** `1x4` → 4 ports in all; anything else → undefined. */
function portsOf(size: string): number | undefined {
  const grid = /^(\d+)x(\d+)$/.exec(size);
  return grid ? Number(grid[1]) * Number(grid[2]) : undefined;
}
const metres = (value: string) => Number(/^(\d+(?:\.\d+)?) m\b/.exec(value)?.[1] ?? 0);

/** The multiples its stated specs add: more ports, a higher resolution, a longer reach. */
function specFactor(facts: PriceFacts): number {
  const entryPorts = Math.min(...facts.sizes.flatMap((size) => portsOf(size) ?? []));
  let factor = 1;
  for (const [label, value] of facts.specs) {
    const ports = ['Outputs', 'Inputs', 'Matrix size', 'Inputs x outputs'].includes(label) ? portsOf(value) : undefined;
    if (ports && Number.isFinite(entryPorts)) factor *= (ports / entryPorts) ** 0.7;
    if (label === 'Maximum resolution') factor *= resolutionFactors[value] ?? 1;
    if (label === 'Distance') factor *= (metres(value) / 40) ** 0.45;
    if (label === 'Network' && value.startsWith('10G')) factor *= 1.8;
    if (label === 'Channels') factor *= channelFactors[value] ?? 1;
    if (label === 'Output power') factor *= (Number.parseFloat(value) / 40) ** 0.45;
    if (label === 'Grade') factor *= gradeFactors[value] ?? 1;
  }
  // A part for a frame ("Control Card, 16x16 Frame") is built for that frame's load.
  const frame = portsOf(/, (\d+x\d+) Frame\b/.exec(facts.title)?.[1] ?? '');
  if (frame && Number.isFinite(entryPorts)) factor *= (frame / entryPorts) ** 0.3;
  return factor;
}

/** The list price in dollars, before its cents ending. */
export function listPrice(facts: PriceFacts): number {
  const kind = kindFactors.reduce(
    (product, [pattern, factor]) => product * (pattern.test(facts.title) ? factor : 1),
    1,
  );
  const [entry] = facts.range;
  // A cable is priced by the metre on top of its connectors; three dollars a metre on entry cables.
  const length =
    facts.categorySlug === 'cables' ? metres(facts.specs.find(([label]) => label === 'Length')?.[1] ?? '') : 0;
  const base = length > 0 ? entry * 0.6 + length * entry * 0.33 : entry;
  return base * kind * specFactor(facts);
}
