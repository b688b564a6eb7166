import { socket } from './connectors.ts';
import type { DeviceSpec } from './device-spec.ts';
import { shadow } from './studio.ts';

/** Wall and ceiling products: plates, keypads, touch panels, speakers, keystone inserts. */

const plate = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x + 4}" y="${y + 6}" width="${w + 4}" height="${h + 4}" rx="12" fill="#0f141a" opacity="0.1"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="url(#white)" stroke="#c8ced5" stroke-width="1.2"/>` +
  `<rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="8" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.8"/>`;

/** A decorator wall plate with the product's sockets one above the other. */
export function wallplate(device: DeviceSpec): string {
  const sockets = device.groups.flatMap((g) => Array.from({ length: Math.min(g.count, 4) }, () => g.connector));
  const x = 220;
  const y = 70;
  const cells = sockets
    .map((connector, i) => {
      const cy = 150 + i * (150 / Math.max(1, sockets.length - 1 || 1));
      return `<rect x="270" y="${cy - 18}" width="60" height="36" rx="4" fill="#e9ecef" stroke="#c3c9d0"/>${socket(connector, 300, cy, 2.2)}`;
    })
    .join('');
  return (
    plate(x, y, 160, 300) +
    `<circle cx="300" cy="${y + 20}" r="4" fill="#c3c9d0"/><circle cx="300" cy="${y + 280}" r="4" fill="#c3c9d0"/>` +
    `<circle cx="352" cy="${y + 30}" r="2.5" fill="hsl(${device.hue} 80% 55%)"/>` +
    cells
  );
}

/** A keypad with its backlit buttons in two columns. */
export function keypad(device: DeviceSpec): string {
  const keys = Math.max(2, Math.min(12, device.size));
  const rows = Math.ceil(keys / 2);
  const keyHeight = Math.min(48, 220 / rows - 8);
  const buttons = Array.from({ length: keys }, (_, i) => {
    const bx = 240 + (i % 2) * 62;
    const by = 110 + Math.floor(i / 2) * (keyHeight + 8);
    return (
      `<rect x="${bx}" y="${by}" width="56" height="${keyHeight}" rx="5" fill="#f7f8fa" stroke="#cfd5db"/>` +
      `<rect x="${bx + 20}" y="${by + keyHeight - 8}" width="16" height="2" rx="1" fill="hsl(${device.hue} 80% 55%)"/>`
    );
  }).join('');
  return plate(220, 80, 160, 290) + buttons;
}

/** A touch panel on its table stand, the screen showing room controls. */
export function touchpanel(device: DeviceSpec): string {
  const width = 150 + device.size * 22;
  const height = width * 0.62;
  const x = 300 - width / 2;
  const y = 230 - height / 2;
  const tiles = Array.from({ length: 6 }, (_, i) => {
    const tx = x + 22 + (i % 3) * ((width - 44) / 3);
    const ty = y + 34 + Math.floor(i / 3) * ((height - 60) / 2);
    return `<rect x="${tx + 4}" y="${ty}" width="${(width - 44) / 3 - 8}" height="${(height - 60) / 2 - 8}" rx="6" fill="hsl(${(device.hue + i * 12) % 360} 55% ${i === 0 ? 52 : 30}%)" opacity="0.9"/>`;
  }).join('');
  return (
    shadow(300, y + height + 42, width * 0.45) +
    `<path d="M${x + width * 0.3} ${y + height} L${x + width * 0.22} ${y + height + 40} H${x + width * 0.78} L${x + width * 0.7} ${y + height} Z" fill="url(#front)"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12" fill="#111418"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${width - 20}" height="${height - 20}" rx="4" fill="url(#glass)"/>` +
    `<rect x="${x + 22}" y="${y + 16}" width="${width * 0.3}" height="6" rx="3" fill="#c9d6e3" opacity="0.8"/>` +
    tiles +
    `<path d="M${x + 10} ${y + 10} L${x + width * 0.55} ${y + 10} L${x + width * 0.25} ${y + height - 10} H${x + 10} Z" fill="#ffffff" opacity="0.06"/>`
  );
}

/** A ceiling speaker or microphone: a round perforated grille in a trim ring, seen at an angle. */
export function speaker(device: DeviceSpec): string {
  const holes = Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 13 }, (_, c) => {
      const hx = 300 + (c - 6) * 14 + (r % 2) * 7;
      const hy = 220 + (r - 4) * 9;
      const inside = ((hx - 300) / 95) ** 2 + ((hy - 220) / 42) ** 2 < 1;
      return inside ? `<ellipse cx="${hx}" cy="${hy}" rx="3" ry="1.6" fill="#aab2bb"/>` : '';
    }).join(''),
  ).join('');
  return (
    shadow(300, 300, 170, 16) +
    `<ellipse cx="300" cy="232" rx="140" ry="66" fill="#c8ced5"/>` +
    `<ellipse cx="300" cy="222" rx="140" ry="66" fill="url(#white)" stroke="#c3c9d0"/>` +
    `<ellipse cx="300" cy="220" rx="112" ry="52" fill="#eef0f3" stroke="#d4d9df"/>` +
    holes +
    `<circle cx="${300 + 80}" cy="212" r="3" fill="hsl(${device.hue} 80% 55%)"/>` +
    // Its connection on the edge of the trim ring, where the installer sees it.
    `<rect x="282" y="278" width="36" height="22" rx="3" fill="#30363d"/>` +
    socket(device.groups[0]?.connector ?? 'phoenix', 300, 289, 1.5)
  );
}

/** A keystone insert: the small snap-in module with its socket at the front. */
export function keystone(device: DeviceSpec): string {
  const connector = device.groups[0]?.connector ?? 'rj45';
  return (
    shadow(300, 300, 90) +
    `<path d="M240 170 L280 146 H380 L340 170 Z" fill="#f2f4f6"/>` +
    `<path d="M340 170 L380 146 V256 L340 290 Z" fill="#c9ced4"/>` +
    `<rect x="240" y="170" width="100" height="120" rx="4" fill="url(#white)" stroke="#c3c9d0"/>` +
    `<rect x="252" y="200" width="76" height="56" rx="4" fill="#e3e7eb"/>` +
    socket(connector, 290, 228, 4.2)
  );
}
