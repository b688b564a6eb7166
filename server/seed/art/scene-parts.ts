/** Furniture and equipment the solution rooms are furnished with, in stage units (1200 × 400). */

/** A display with content: a landscape, a chart or a face, so screens read as switched on. */
export function display(x: number, y: number, w: number, h: number, content = 0): string {
  const inner = { x: x + 4, y: y + 4, w: w - 8, h: h - 8 };
  const picture =
    content % 3 === 0
      ? `<path d="M${inner.x} ${inner.y + inner.h * 0.7} l${inner.w * 0.3} ${-inner.h * 0.35} l${inner.w * 0.2} ${inner.h * 0.2} l${inner.w * 0.25} ${-inner.h * 0.3} l${inner.w * 0.25} ${inner.h * 0.45} V${inner.y + inner.h} H${inner.x} Z" fill="#0b2a4a" opacity="0.55"/>`
      : content % 3 === 1
        ? [0.2, 0.45, 0.3, 0.7, 0.55]
            .map(
              (v, i) =>
                `<rect x="${inner.x + inner.w * (0.1 + i * 0.17)}" y="${inner.y + inner.h * (0.9 - v * 0.8)}" width="${inner.w * 0.11}" height="${inner.h * v * 0.8}" fill="#ffffff" opacity="0.75"/>`,
            )
            .join('')
        : `<circle cx="${inner.x + inner.w / 2}" cy="${inner.y + inner.h * 0.42}" r="${inner.h * 0.18}" fill="#f3d2b5"/><path d="M${inner.x + inner.w * 0.3} ${inner.y + inner.h} q${inner.w * 0.2} ${-inner.h * 0.5} ${inner.w * 0.4} 0 Z" fill="#2a3b55"/>`;
  return (
    `<rect x="${x + 3}" y="${y + 5}" width="${w}" height="${h}" rx="3" fill="#000" opacity="0.18"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#14181d"/>` +
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" fill="url(#${content % 2 ? 'screen2' : 'screen'})"/>` +
    `<g>${picture}</g>`
  );
}

/** A grid of displays with thin bezels: a video wall. */
export const videoWall = (x: number, y: number, cols: number, rows: number, w: number, h: number) =>
  Array.from({ length: cols * rows }, (_, i) =>
    display(x + (i % cols) * w, y + Math.floor(i / cols) * h, w, h, i),
  ).join('');

export const wallPlate = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="22" height="36" rx="3" fill="#f7f8fa" stroke="#c4cad1"/><rect x="${x + 6}" y="${y + 8}" width="10" height="5" rx="1" fill="#1b1f24"/><rect x="${x + 6}" y="${y + 20}" width="10" height="8" rx="1" fill="#1b1f24"/>`;

export const desk = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="10" rx="2" fill="url(#wood)"/><rect x="${x + 6}" y="${y + 10}" width="5" height="34" fill="#59616b"/><rect x="${x + w - 11}" y="${y + 10}" width="5" height="34" fill="#59616b"/>`;

export const chair = (x: number, y: number, colour = '#34495e') =>
  `<rect x="${x}" y="${y}" width="34" height="40" rx="8" fill="${colour}"/><rect x="${x + 4}" y="${y + 36}" width="26" height="10" rx="3" fill="${colour}" opacity="0.85"/>`;

export const rack = (x: number, y: number, units: number) =>
  `<rect x="${x}" y="${y}" width="90" height="${units * 16 + 12}" rx="3" fill="#1d2228"/>` +
  Array.from(
    { length: units },
    (_, i) =>
      `<rect x="${x + 6}" y="${y + 6 + i * 16}" width="78" height="13" rx="1" fill="${i % 3 ? '#2b3239' : '#363e46'}"/><circle cx="${x + 76}" cy="${y + 12 + i * 16}" r="1.8" fill="${i % 2 ? '#5ee08a' : '#4aa3f0'}"/>`,
  ).join('');

/** A shop shelf of four boards stocked with boxes. */
export const shelf = (x: number) =>
  `<rect x="${x}" y="120" width="120" height="230" fill="#e9e2d8" stroke="#c9bdae"/>` +
  [0, 1, 2, 3]
    .map(
      (r) =>
        `<rect x="${x + 6}" y="${150 + r * 50}" width="108" height="6" fill="#b59f86"/>` +
        [0, 1, 2, 3]
          .map(
            (b) =>
              `<rect x="${x + 12 + b * 26}" y="${128 + r * 50}" width="18" height="22" rx="2" fill="hsl(${(r * 70 + b * 30) % 360} 45% 55%)"/>`,
          )
          .join(''),
    )
    .join('');
