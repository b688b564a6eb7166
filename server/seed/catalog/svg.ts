/** Small, self-describing SVG drawings for the demo catalogue: connection diagrams. */

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const svg = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(label)}">` +
  `<title>${escape(label)}</title>${body}</svg>\n`;

const text = (x: number, y: number, size: number, value: string, fill = '#1f2a36') =>
  `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" text-anchor="middle" fill="${fill}">${escape(value)}</text>`;

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
