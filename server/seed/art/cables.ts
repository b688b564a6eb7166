import { plug, socket } from './connectors.ts';
import type { DeviceSpec } from './device-spec.ts';
import type { Connector } from './signals.ts';
import { shadow } from './studio.ts';

/** Cables, reels and adapters: the ends show the connectors, the coil shows the length. */

const jackets: Partial<Record<Connector, string>> = {
  fiber: '#e58a2b',
  rj45: '#2f6fd6',
  bnc: '#1f4ea3',
  phoenix: '#3a3f45',
  usbc: '#5b6470',
};

const jacket = (connector: Connector) => jackets[connector] ?? '#1d2228';

/** Where a plug at (x, y) turned by `angle` meets its cable. */
const tail = (x: number, y: number, angle: number): [number, number] => {
  const rad = (angle * Math.PI) / 180;
  return [x - 54 * Math.cos(rad), y - 54 * Math.sin(rad)];
};

/** Coils for a length: a short lead lies in one small loop, a long one in several wide ones. */
const coilsFor = (metres: number) => Math.max(1, Math.min(5, Math.ceil(Math.log2(metres + 1))));
const loopWidthFor = (metres: number) => 112 + 12 * Math.log2(Math.min(metres, 400) * 2 + 1);

const stroke = (d: string, colour: string) =>
  `<path d="${d}" stroke="${colour}" stroke-width="11" fill="none" stroke-linecap="round"/>` +
  `<path d="${d}" stroke="#ffffff" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.22" transform="translate(-1.5 -3)"/>`;

export function cable(device: DeviceSpec): string {
  const [from, to] = [device.groups[0]?.connector ?? 'hdmi', device.groups[1]?.connector ?? 'hdmi'];
  const colour = jacket(from === 'usbc' ? to : from);
  const coils = coilsFor(device.size);
  const width = loopWidthFor(device.size);
  const left: [number, number, number] = [175, 345, 195];
  const right: [number, number, number] = [425, 345, -15];
  const [lx, ly] = tail(...left);
  const [rx, ry] = tail(...right);
  const loops = Array.from({ length: coils }, (_, i) => {
    const cx = 300 + (i - (coils - 1) / 2) * 7;
    const cy = 195 - (i - (coils - 1) / 2) * 5;
    const w = width - i * 6;
    const h = width * 0.58 - i * 4;
    return stroke(`M${cx - w} ${cy} A${w} ${h} 0 1 1 ${cx + w} ${cy} A${w} ${h} 0 1 1 ${cx - w} ${cy}`, colour);
  }).join('');
  const leads =
    stroke(
      `M${lx.toFixed(1)} ${ly.toFixed(1)} C ${lx + 30} ${ly - 10}, ${300 - width} 270, ${308 - width} 205`,
      colour,
    ) +
    stroke(
      `M${rx.toFixed(1)} ${ry.toFixed(1)} C ${rx - 30} ${ry - 10}, ${300 + width} 270, ${292 + width} 195`,
      colour,
    );
  return shadow(300, 380, 220, 16) + loops + leads + plug(from, ...left, device.hue) + plug(to, ...right, device.hue);
}

/** A 305 m reel: flanges, hub and wound cable. */
export function reel(device: DeviceSpec): string {
  const colour = jacket(device.groups[0]?.connector ?? 'rj45');
  const turns = Array.from({ length: 12 }, (_, i) => {
    const x = 236 + i * 11;
    return `<path d="M${x} 138 Q ${x + 8} 225, ${x} 312" stroke="#ffffff" stroke-width="1" fill="none" opacity="0.18"/>`;
  }).join('');
  return (
    shadow(300, 372, 190, 16) +
    `<ellipse cx="220" cy="225" rx="48" ry="140" fill="#3b4148"/>` +
    `<rect x="220" y="130" width="160" height="190" fill="${colour}"/>` +
    turns +
    `<ellipse cx="380" cy="225" rx="48" ry="140" fill="#4a525b" stroke="#2a2f35" stroke-width="3"/>` +
    `<ellipse cx="380" cy="225" rx="16" ry="44" fill="#20252b"/>` +
    `<rect x="360" y="130" width="8" height="24" rx="2" fill="hsl(${device.hue} 60% 50%)"/>`
  );
}

/** An adapter: a plug on one side, the socket it offers on the other. */
export function adapter(device: DeviceSpec): string {
  const [from, to] = [device.groups[0]?.connector ?? 'hdmi', device.groups[1]?.connector ?? 'hdmi'];
  return (
    shadow(300, 300, 150) +
    plug(from, 230, 250, 180, device.hue) +
    `<rect x="250" y="214" width="150" height="72" rx="10" fill="url(#plug)"/>` +
    `<rect x="290" y="226" width="80" height="48" rx="6" fill="#30363d"/>` +
    socket(to, 330, 250, 2.6)
  );
}
