/** Small, self-describing SVG drawings for the demo catalogue: panel drawings and diagrams. */

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
