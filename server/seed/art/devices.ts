import { socket, socketWidth } from './connectors.ts';
import type { DeviceSpec, PortGroup } from './device-spec.ts';
import { shadow, solid } from './studio.ts';

/** Metal devices: desktop boxes, rack units, modular frames and their cards. */

const gap = 6;
const groupGap = 18;

/** Width a row of the groups takes at `scale`. */
export const rowWidth = (groups: PortGroup[], scale: number) =>
  groups.reduce((sum, g) => sum + g.count * (socketWidth[g.connector] * scale + gap), 0) +
  (groups.length - 1) * groupGap;

/** Where each group's columns start and end in a row from x, when the groups share `rows` rows. */
export function groupSpans(groups: PortGroup[], x: number, scale: number, rows = 1): { from: number; to: number }[] {
  let at = x;
  return groups.map((group) => {
    const from = at;
    at += Math.ceil(group.count / rows) * (socketWidth[group.connector] * scale + gap);
    const to = at;
    at += groupGap;
    return { from, to };
  });
}

/**
 * Row `row` of `rows` of the groups' sockets from x, centred on y, with a thin line between groups.
 * Each group takes its share of columns in every row and fills them in turn, so the rows together
 * show each group's count exactly (a 1x16 in two rows: one input, sixteen outputs).
 */
export function portRow(groups: PortGroup[], x: number, y: number, scale: number, row = 0, rows = 1): string {
  const spans = groupSpans(groups, x, scale, rows);
  return groups
    .map((group, index) => {
      const from = spans[index]?.from ?? x;
      const step = socketWidth[group.connector] * scale + gap;
      const columns = Math.ceil(group.count / rows);
      const shown = Math.max(0, Math.min(columns, group.count - row * columns));
      const divider =
        index > 0 ? `<path d="M${from - groupGap / 2} ${y - 10} V${y + 10}" stroke="#59636e" stroke-width="0.8"/>` : '';
      const sockets = Array.from({ length: shown }, (_, i) =>
        socket(group.connector, from + i * step + step / 2, y, scale),
      ).join('');
      return divider + sockets;
    })
    .join('');
}

const leds = (x: number, y: number, hue: number) =>
  `<circle cx="${x}" cy="${y}" r="2.2" fill="#5ee08a"/><circle cx="${x + 9}" cy="${y}" r="2.2" fill="hsl(${hue} 80% 60%)"/>` +
  `<circle cx="${x}" cy="${y}" r="5" fill="#5ee08a" opacity="0.18"/>`;

/** A brand mark: three bars in the family colour. */
const mark = (x: number, y: number, hue: number) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${x + i * 5}" y="${y - 3 - i * 2}" width="3" height="${6 + i * 4}" rx="1" fill="hsl(${hue} 70% ${58 - i * 6}%)"/>`,
    )
    .join('');

/** How many rows a device's front ports take: a rack unit with more than sixteen takes two. */
export function portRowsOf(device: DeviceSpec): number {
  const ports = device.groups.reduce((n, g) => n + g.count, 0);
  return device.body === 'rack' && ports > 16 ? 2 : 1;
}

/** A desktop box or a rack unit with its ports on the front. */
export function box(device: DeviceSpec, rack: boolean): string {
  const rows = portRowsOf(device);
  const perRow = device.groups.map((g) => ({ ...g, count: Math.ceil(g.count / rows) }));
  const scale = Math.min(1.5, 380 / rowWidth(perRow, 1));
  const width = rack ? 470 : Math.max(230, Math.min(440, rowWidth(perRow, scale) + 110));
  const height = rack ? 38 + rows * 30 : 62;
  const depth = rack ? 150 : 120;
  const x = 300 - (width + depth * 0.55) / 2;
  const y = 250 - height / 2;
  const ears = rack
    ? [x - 20, x + width]
        .map(
          (ex) =>
            `<rect x="${ex}" y="${y}" width="20" height="${height}" rx="2" fill="url(#front)"/><rect x="${ex + 7}" y="${y + 8}" width="6" height="9" rx="3" fill="#0b0d10"/><rect x="${ex + 7}" y="${y + height - 17}" width="6" height="9" rx="3" fill="#0b0d10"/>`,
        )
        .join('')
    : '';
  const portRows = Array.from({ length: rows }, (_, r) =>
    portRow(device.groups, x + 80, y + height / 2 + (r - (rows - 1) / 2) * 30, scale, r, rows),
  ).join('');
  const feet = rack
    ? ''
    : `<rect x="${x + 14}" y="${y + height}" width="26" height="4" rx="1" fill="#0d0f12"/><rect x="${x + width - 40}" y="${y + height}" width="26" height="4" rx="1" fill="#0d0f12"/>`;
  // A small box is photographed closer, so it fills the frame as a rack unit does.
  const zoom = rack ? 1 : Math.min(1.6, 480 / (width + depth * 0.55));
  return (
    `<g transform="translate(300 250) scale(${zoom.toFixed(2)}) translate(-300 -250)">` +
    shadow(300, y + height + 6, width * 0.58) +
    solid(x, y, width, height, depth) +
    ears +
    feet +
    mark(x + 18, y + 16, device.hue) +
    leds(x + 22, y + height - 14, device.hue) +
    `<rect x="${x + 60}" y="${y + 8}" width="1" height="${height - 16}" fill="#49525c"/>` +
    portRows +
    '</g>'
  );
}

/** A modular frame: a tall chassis whose front is a row of cards, each with four ports. */
export function frame(device: DeviceSpec): string {
  const slots = device.slots;
  const rows = slots > 10 ? 2 : 1;
  const perRow = Math.ceil(slots / rows);
  const width = 440;
  const slotHeight = 110;
  const height = 40 + rows * slotHeight;
  const x = 300 - (width + 90) / 2;
  const y = 255 - height / 2;
  const slotWidth = (width - 40) / perRow;
  const cards = Array.from({ length: slots }, (_, i) => {
    const cx = x + 20 + (i % perRow) * slotWidth;
    const cy = y + 30 + Math.floor(i / perRow) * slotHeight;
    const port = i % 2 === 0 ? 'hdmi' : 'rj45';
    const sockets = [0, 1, 2, 3]
      .map((p) => socket(port, cx + slotWidth / 2, cy + 22 + p * 20, Math.min(1.1, slotWidth / 18)))
      .join('');
    return (
      `<rect x="${cx + 1.5}" y="${cy}" width="${slotWidth - 3}" height="${slotHeight - 8}" rx="2" fill="#262c33" stroke="#3d464f" stroke-width="0.8"/>` +
      `<circle cx="${cx + slotWidth / 2}" cy="${cy + 8}" r="1.8" fill="#5ee08a"/>${sockets}` +
      `<rect x="${cx + slotWidth / 2 - 4}" y="${cy + slotHeight - 16}" width="8" height="5" rx="1" fill="#8a939d"/>`
    );
  }).join('');
  return (
    shadow(300, y + height + 6, 280) +
    solid(x, y, width, height, 160) +
    `<rect x="${x + 14}" y="${y + 10}" width="${width - 28}" height="14" rx="2" fill="#111417"/>` +
    mark(x + 22, y + 17, device.hue) +
    `<rect x="${x + width - 90}" y="${y + 12}" width="60" height="10" rx="1" fill="hsl(${device.hue} 60% 45%)" opacity="0.8"/>` +
    cards
  );
}

/** A plug-in card: its faceplate with the ports, the circuit board reaching back behind it. */
export function card(device: DeviceSpec): string {
  const x = 130;
  const y = 238;
  const width = 300;
  const depth = 260;
  const dx = depth * 0.55;
  const dy = depth * 0.32;
  const chips = [0.25, 0.5, 0.72]
    .map((t, i) => `<path d="M${x + 60 + i * 70 + dx * t} ${y - dy * t - 4} l22 0 l10 -6 l-22 0 Z" fill="#1c2024"/>`)
    .join('');
  return (
    shadow(330, y + 30, 210, 16) +
    `<path d="M${x} ${y} L${x + dx} ${y - dy} H${x + width + dx} L${x + width} ${y} Z" fill="hsl(150 45% 24%)"/>` +
    `<path d="M${x + 20} ${y - 6} L${x + dx} ${y - dy + 4}" stroke="#d8b45a" stroke-width="1.2" opacity="0.7"/>` +
    chips +
    `<rect x="${x}" y="${y}" width="${width}" height="44" rx="2" fill="url(#front)"/>` +
    `<rect x="${x - 10}" y="${y + 6}" width="12" height="32" rx="3" fill="#8a939d"/><rect x="${x + width - 2}" y="${y + 6}" width="12" height="32" rx="3" fill="#8a939d"/>` +
    leds(x + 20, y + 22, device.hue) +
    portRow(device.groups, x + 50, y + 22, 1.4)
  );
}

/** A wireless box: a desktop unit with two antennas standing behind it. */
export function antennaBox(device: DeviceSpec): string {
  const antennas = [205, 365]
    .map(
      (ax, i) =>
        `<g transform="rotate(${i ? 12 : -12} ${ax} 190)"><rect x="${ax - 6}" y="80" width="12" height="110" rx="6" fill="url(#plug)"/><rect x="${ax - 7}" y="180" width="14" height="14" rx="2" fill="#8a939d"/></g>`,
    )
    .join('');
  return antennas + box(device, false);
}
