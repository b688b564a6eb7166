/** Which connector a signal plugs into, as the catalogue names signals (`HDMI`, `12G-SDI`, `Dante`…). */

export type Connector =
  | 'hdmi'
  | 'displayport'
  | 'usbc'
  | 'usb'
  | 'bnc'
  | 'rj45'
  | 'fiber'
  | 'vga'
  | 'dvi'
  | 'xlr'
  | 'phoenix'
  | 'rca'
  | 'optical'
  | 'jack';

const signalConnectors: [RegExp, Connector][] = [
  [/SDI|RG6/i, 'bnc'],
  [/HDBaseT|Ethernet|Dante|Cat|NDI|SDVoE/i, 'rj45'],
  [/DisplayPort/i, 'displayport'],
  [/USB-C/i, 'usbc'],
  [/USB/i, 'usb'],
  [/HDMI/i, 'hdmi'],
  [/Fiber/i, 'fiber'],
  [/VGA/i, 'vga'],
  [/DVI/i, 'dvi'],
  [/XLR/i, 'xlr'],
  [/RCA/i, 'rca'],
  [/Optical/i, 'optical'],
  [/IR\b/, 'jack'],
];

/** The connector of the signal named first in `text`. */
export function namedConnector(text: string): Connector | undefined {
  const bounded = text.slice(0, 200);
  let first: [number, Connector] | undefined;
  for (const [pattern, connector] of signalConnectors) {
    const at = bounded.search(pattern);
    if (at >= 0 && (!first || at < first[0])) first = [at, connector];
  }
  return first?.[1];
}

/** The connector a signal name plugs into; analogue audio, control and power use terminal blocks. */
export const connectorOf = (signal: string): Connector => namedConnector(signal) ?? 'phoenix';
