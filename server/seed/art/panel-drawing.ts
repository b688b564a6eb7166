import { socket } from './connectors.ts';
import type { DeviceSpec, PortGroup } from './device-spec.ts';
import { groupSpans, portRow, portRowsOf, rowWidth } from './devices.ts';
import type { Connector } from './signals.ts';
import { escapeXml, studioDefs } from './studio.ts';

/**
 * A product's panel drawings: its faces seen square on, drawn from the same spec as its picture, so
 * both show the same connectors in the same numbers (a 1x4 HDMI splitter: one HDMI input, four
 * HDMI outputs). The rear of a box carries its power inlet.
 */

export type PanelView = 'front' | 'rear';

/** The faces worth a drawing: boxes front and rear; frames, cards and wall plates their front. */
export function panelViews(device: DeviceSpec): PanelView[] {
  if (['desktop', 'rack', 'antenna'].includes(device.body)) return ['front', 'rear'];
  return ['frame', 'card', 'wallplate'].includes(device.body) ? ['front'] : [];
}

const connectorNames: Record<Connector, string> = {
  hdmi: 'HDMI',
  displayport: 'DisplayPort',
  usbc: 'USB-C',
  usb: 'USB',
  bnc: 'BNC',
  rj45: 'RJ45',
  fiber: 'Fiber LC',
  vga: 'VGA',
  dvi: 'DVI',
  xlr: 'XLR',
  phoenix: 'Phoenix',
  rca: 'RCA',
  optical: 'Optical',
  jack: '3.5 mm',
};

const text = (x: number, y: number, size: number, value: string, fill = '#1f2a36') =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" text-anchor="middle" fill="${fill}">${escapeXml(value)}</text>`;

/** "4 × HDMI" under each group, so the count reads without counting sockets. */
const groupLabel = (group: PortGroup) => `${group.count} × ${connectorNames[group.connector]}`;

const face = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#front)" stroke="#0f1215"/>`;

/**
 * What a face shows, as the picture does, counted: each group of sockets ("4 × HDMI"), a frame's
 * card slots, the first four of a wall plate's sockets of a kind.
 */
export function faceSummary(device: DeviceSpec): { count: number; label: string }[] {
  if (device.body === 'frame') return [{ count: device.slots, label: `${device.slots} card slots` }];
  const shown = (group: PortGroup) => (device.body === 'wallplate' ? Math.min(group.count, 4) : group.count);
  return device.groups.map((group) => ({ count: shown(group), label: groupLabel({ ...group, count: shown(group) }) }));
}

/** A box or card face: the groups in the picture's rows, each labelled. */
function portsFace(device: DeviceSpec): string {
  const rows = portRowsOf(device);
  const perRow = device.groups.map((group) => ({ ...group, count: Math.ceil(group.count / rows) }));
  const scale = Math.min(2.6, 440 / rowWidth(perRow, 1));
  const x = 300 - rowWidth(perRow, scale) / 2;
  const height = 50 + rows * 36;
  const top = 150 - height / 2;
  const sockets = Array.from({ length: rows }, (_, r) =>
    portRow(device.groups, x, top + 40 + r * 36, scale, r, rows),
  ).join('');
  const labels = groupSpans(device.groups, x, scale, rows)
    .map((span, i) => text((span.from + span.to) / 2, top + height + 22, 14, groupLabel(device.groups[i] as PortGroup)))
    .join('');
  return face(40, top, 520, height) + `<circle cx="62" cy="${top + 16}" r="4" fill="#5ee08a"/>` + sockets + labels;
}

/** A modular frame: its card slots, each card with four ports as in the picture. */
function framesFace(device: DeviceSpec): string {
  const width = Math.min(36, 480 / device.slots);
  const x = 300 - (device.slots * width) / 2;
  const cards = Array.from({ length: device.slots }, (_, i) => {
    const cx = x + i * width + width / 2;
    const port: Connector = i % 2 === 0 ? 'hdmi' : 'rj45';
    const sockets = [0, 1, 2, 3].map((p) => socket(port, cx, 110 + p * 26, 1.6)).join('');
    return `<rect x="${cx - width / 2 + 2}" y="90" width="${width - 4}" height="120" rx="2" fill="#262c33" stroke="#3d464f"/>${sockets}`;
  }).join('');
  return face(40, 70, 520, 160) + cards + text(300, 252, 14, `${device.slots} card slots`);
}

/** A wall plate: its sockets one above the other, as in the picture. */
function plateFace(device: DeviceSpec): string {
  const sockets = device.groups.flatMap((g) => Array.from({ length: Math.min(g.count, 4) }, () => g.connector));
  const cells = sockets
    .map((connector, i) => socket(connector, 300, 110 + (i * 90) / Math.max(1, sockets.length - 1), 2.6))
    .join('');
  const labels = faceSummary(device)
    .map((entry, i) => text(430, 130 + i * 24, 14, entry.label))
    .join('');
  return `<rect x="250" y="60" width="100" height="180" rx="8" fill="#f4f5f7" stroke="#aab2bb"/>${cells}${labels}`;
}

/** The rear of a box: the power inlet its Power spec names (mains or a DC jack), its antennas. */
function rearFace(device: DeviceSpec, power: string): string {
  const mains = /AC/.test(power);
  const inlet = mains
    ? `<rect x="470" y="128" width="44" height="34" rx="4" fill="#111" stroke="#8a939d"/><rect x="482" y="140" width="4" height="10" fill="#c9ced4"/><rect x="492" y="136" width="4" height="10" fill="#c9ced4"/><rect x="502" y="140" width="4" height="10" fill="#c9ced4"/>`
    : /DC/.test(power)
      ? `<circle cx="492" cy="145" r="12" fill="#8a939d"/><circle cx="492" cy="145" r="5" fill="#07090b"/>`
      : '';
  const antennas =
    device.body === 'antenna'
      ? [90, 160].map((ax) => `<circle cx="${ax}" cy="145" r="9" fill="#c7a34b"/>${text(ax, 192, 12, 'ANT')}`).join('')
      : '';
  return (
    face(40, 105, 520, 80) +
    inlet +
    antennas +
    (inlet ? text(492, 206, 13, mains ? 'AC IN' : 'DC IN') : '') +
    `<rect x="250" y="128" width="100" height="34" rx="2" fill="#e9ecef"/>` +
    text(300, 150, 11, 'SERIAL / MODEL', '#5b6b7c')
  );
}

/**
 * The drawing of one face, labelled with the product's name (if any) and the view; `power` is the
 * product's Power spec (empty when it has none).
 */
export function panelDrawingSvg(device: DeviceSpec, label: string, view: PanelView, power: string): string {
  const caption = `${label} ${view} panel`.trim();
  const body =
    view === 'rear'
      ? rearFace(device, power)
      : device.body === 'frame'
        ? framesFace(device)
        : device.body === 'wallplate'
          ? plateFace(device)
          : portsFace(device);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="340" viewBox="0 0 600 340" role="img" aria-label="${escapeXml(caption)}">` +
    `<title>${escapeXml(caption)}</title>${studioDefs}<rect width="600" height="340" fill="#ffffff"/>${body}` +
    `${text(300, 300, 20, label)}${text(300, 326, 15, `${view} panel`, '#5b6b7c')}</svg>\n`
  );
}
