/** Small, self-describing SVG drawings for the demo catalogue: devices, panels, diagrams, banners. */

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const svg = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(label)}">` +
  `<title>${escape(label)}</title>${body}</svg>\n`;

const text = (x: number, y: number, size: number, value: string, fill = '#1f2a36') =>
  `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" text-anchor="middle" fill="${fill}">${escape(value)}</text>`;

const ports = (count: number, x: number, y: number, width: number, color: string) =>
  Array.from({ length: count }, (_, i) => {
    const step = width / count;
    return `<rect x="${(x + i * step + step * 0.2).toFixed(1)}" y="${y}" width="${(step * 0.6).toFixed(1)}" height="22" rx="3" fill="${color}"/>`;
  }).join('');

export type DeviceView = 'front' | 'rear' | 'top';

/** A product photo stand-in: the device seen from one side, labelled with its name. */
export function deviceSvg(label: string, caption: string, hue: number, view: DeviceView, portCount: number): string {
  const body = `hsl(${hue} 30% 24%)`;
  const accent = `hsl(${hue} 70% 55%)`;
  const top = view === 'top' ? 120 : 170;
  const height = view === 'top' ? 200 : 110;
  const device =
    `<rect x="80" y="${top}" width="440" height="${height}" rx="14" fill="${body}"/>` +
    (view === 'top'
      ? `<rect x="120" y="${top + 40}" width="360" height="8" rx="4" fill="${accent}"/>`
      : ports(
          view === 'rear' ? portCount + 2 : Math.max(2, portCount),
          110,
          top + 44,
          380,
          view === 'rear' ? '#c9d2dc' : accent,
        ));
  return svg(
    600,
    450,
    `<rect width="600" height="450" fill="#f3f5f8"/>${device}${text(300, 370, 26, label)}${text(300, 405, 18, caption, '#5b6b7c')}`,
    `${label} ${caption}`,
  );
}

/** A connection diagram: boxes from source to display joined by arrows. */
export function diagramSvg(label: string, stages: readonly string[], hue: number): string {
  const width = 180 + stages.length * 170;
  const boxes = stages
    .map((stage, i) => {
      const x = 40 + i * 170 + 60;
      const line =
        i < stages.length - 1
          ? `<path d="M${x + 130} 150 h40" stroke="#5b6b7c" stroke-width="3" marker-end="url(#a)"/>`
          : '';
      return `<rect x="${x}" y="110" width="130" height="80" rx="10" fill="hsl(${hue} 45% ${i % 2 ? 88 : 80}%)" stroke="hsl(${hue} 30% 35%)"/>${text(x + 65, 156, 15, stage)}${line}`;
    })
    .join('');
  const marker =
    '<defs><marker id="a" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L10 5L0 10z" fill="#5b6b7c"/></marker></defs>';
  return svg(
    width,
    280,
    `${marker}<rect width="${width}" height="280" fill="#fff"/>${boxes}${text(width / 2, 250, 18, label)}`,
    `${label} connection diagram`,
  );
}

/**
 * A picture of a room where the products are used, for solution tiles and banners: displays on a
 * wall above a table, arranged differently per `variant`. No text: the tile carries the name.
 */
export function sceneSvg(label: string, hue: number, width: number, height: number, variant: number): string {
  const screens = 1 + (variant % 3);
  const wallHeight = height * 0.68;
  const screenWidth = Math.min(width * 0.22, (width * 0.7) / screens);
  const screenHeight = screenWidth * 0.56;
  const gap = screenWidth * 0.12;
  const left = (width - screens * screenWidth - (screens - 1) * gap) / 2;
  const top = wallHeight * 0.22;
  const displays = Array.from({ length: screens }, (_, i) => {
    const x = left + i * (screenWidth + gap);
    return (
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${screenWidth.toFixed(0)}" height="${screenHeight.toFixed(0)}" rx="6" fill="#1b2733"/>` +
      `<rect x="${(x + 6).toFixed(0)}" y="${(top + 6).toFixed(0)}" width="${(screenWidth - 12).toFixed(0)}" height="${(screenHeight - 12).toFixed(0)}" rx="3" fill="hsl(${(hue + i * 25) % 360} 65% 62%)"/>`
    );
  }).join('');
  const tableY = wallHeight + height * 0.06;
  const table =
    variant % 2 === 0
      ? `<rect x="${width * 0.2}" y="${tableY}" width="${width * 0.6}" height="${height * 0.07}" rx="8" fill="hsl(${hue} 25% 38%)"/>`
      : `<rect x="${width * 0.38}" y="${tableY}" width="${width * 0.24}" height="${height * 0.16}" rx="8" fill="hsl(${hue} 25% 38%)"/>`;
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 30% 88%)"/>` +
      `<rect y="${wallHeight}" width="${width}" height="${height - wallHeight}" fill="hsl(${hue} 22% 74%)"/>` +
      `${displays}${table}`,
    label,
  );
}
