/**
 * Demo product pictures that look like the product family: a cable with its connectors, a wall
 * plate, a rack unit with rows of ports, a control keypad, or a compact desktop box. Drawings only:
 * no text is printed in the picture (its name is in the SVG title for assistive technology).
 */

export type ProductFamily = 'cable' | 'wallplate' | 'rack' | 'keypad' | 'box';

/** Which picture a product gets, from where it sits in the catalogue. */
export function familyOf(categorySlug: string, subcategorySlug: string | undefined): ProductFamily {
  if (categorySlug === 'cables') return 'cable';
  if (subcategorySlug?.includes('wall-plate')) return 'wallplate';
  if (categorySlug === 'controls') return 'keypad';
  if (['matrix', 'flex-matrix', 'flex-matrix-pro', 'networkav'].includes(categorySlug)) return 'rack';
  return 'box';
}

/** Angle of the picture: the product's first image is the hero shot, the others show more of it. */
export type ArtView = 0 | 1 | 2;

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const row = (count: number, x: number, y: number, width: number, w: number, h: number, fill: string) =>
  Array.from({ length: count }, (_, i) => {
    const step = width / count;
    return `<rect x="${(x + i * step + (step - w) / 2).toFixed(1)}" y="${y}" width="${w}" height="${h}" rx="3" fill="${fill}"/>`;
  }).join('');

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="14" fill="#000" opacity="0.08"/>`;

function connector(x: number, y: number, angle: number, hue: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="-26" y="-22" width="52" height="44" rx="8" fill="#2b3440"/>` +
    `<rect x="-20" y="-16" width="8" height="32" rx="2" fill="hsl(${hue} 60% 55%)"/>` +
    `<rect x="20" y="-13" width="34" height="26" rx="3" fill="#b9c3cd"/>` +
    `<rect x="26" y="-7" width="22" height="14" rx="2" fill="#7d8894"/></g>`
  );
}

function cable(hue: number, view: ArtView): string {
  const jacket = `hsl(${hue} 25% 22%)`;
  if (view === 1) {
    return `${shadow(300, 330, 200)}<path d="M110 300 C 180 120, 420 120, 490 300" stroke="${jacket}" stroke-width="18" fill="none" stroke-linecap="round"/>${connector(110, 300, 115, hue)}${connector(490, 300, 65, hue)}`;
  }
  const coil = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="${300 + i * 6}" cy="${215 - i * 4}" rx="${150 - i * 24}" ry="${92 - i * 15}" stroke="${jacket}" stroke-width="16" fill="none"/>`,
    )
    .join('');
  return `${shadow(300, 350, 190)}${coil}<path d="M150 230 C 120 300, 140 330, 170 345" stroke="${jacket}" stroke-width="16" fill="none"/><path d="M450 220 C 480 290, 470 320, 440 345" stroke="${jacket}" stroke-width="16" fill="none"/>${connector(180, 350, 10, hue)}${connector(430, 350, 170, hue)}`;
}

function wallplate(hue: number, view: ArtView, ports: number): string {
  const holes = Math.min(4, Math.max(1, Math.round(ports / 2)));
  const keystones = Array.from({ length: holes }, (_, i) => {
    const y = 145 + i * (170 / holes);
    return `<rect x="262" y="${y.toFixed(0)}" width="76" height="${Math.round(120 / holes)}" rx="6" fill="#2b3440"/><rect x="276" y="${(y + 8).toFixed(0)}" width="48" height="${Math.round(120 / holes) - 16}" rx="3" fill="hsl(${hue} 55% 58%)"/>`;
  }).join('');
  const depth = view === 1 ? `<rect x="236" y="112" width="140" height="250" rx="12" fill="#c9d0d7"/>` : '';
  return `${shadow(300, 392, 110)}${depth}<rect x="220" y="100" width="160" height="260" rx="14" fill="#f7f8fa" stroke="#c4ccd4" stroke-width="3"/><circle cx="300" cy="118" r="5" fill="#c4ccd4"/><circle cx="300" cy="342" r="5" fill="#c4ccd4"/>${keystones}`;
}

function rack(hue: number, view: ArtView, ports: number): string {
  const units = view === 2 ? 1 : 2;
  const height = units * 70;
  const top = 225 - height / 2;
  const perRow = Math.min(12, ports * 2);
  const rows = Array.from({ length: units }, (_, u) => {
    const y = top + 18 + u * 70;
    return (
      row(perRow, 130, y, 300, 18, 14, view === 1 ? '#c9d2dc' : `hsl(${hue} 65% 60%)`) +
      row(perRow, 130, y + 22, 300, 18, 14, view === 1 ? '#c9d2dc' : `hsl(${hue} 65% 60%)`)
    );
  }).join('');
  const ears = `<rect x="56" y="${top}" width="34" height="${height}" rx="4" fill="#4a5562"/><rect x="510" y="${top}" width="34" height="${height}" rx="4" fill="#4a5562"/>`;
  const leds = Array.from(
    { length: units },
    (_, u) =>
      `<circle cx="470" cy="${top + 35 + u * 70}" r="6" fill="#5ee08a"/><circle cx="490" cy="${top + 35 + u * 70}" r="6" fill="hsl(${hue} 70% 60%)"/>`,
  ).join('');
  return `${shadow(300, top + height + 40, 250)}${ears}<rect x="80" y="${top}" width="440" height="${height}" rx="6" fill="#1f2933"/>${rows}${leds}`;
}

function keypad(hue: number, view: ArtView): string {
  const keys = Array.from({ length: view === 2 ? 4 : 6 }, (_, i) => {
    const x = 248 + (i % 2) * 56;
    const y = 150 + Math.floor(i / 2) * 56;
    return `<rect x="${x}" y="${y}" width="48" height="46" rx="8" fill="#f0f3f6" stroke="hsl(${hue} 50% 55%)" stroke-width="3"/>`;
  }).join('');
  return `${shadow(300, 385, 110)}<rect x="224" y="110" width="152" height="250" rx="18" fill="#27303a"/>${keys}<circle cx="300" cy="132" r="5" fill="hsl(${hue} 70% 60%)"/>`;
}

function box(hue: number, view: ArtView, ports: number): string {
  const body = `hsl(${hue} 20% 20%)`;
  const face =
    view === 1
      ? row(ports + 2, 120, 212, 360, 30, 22, '#c9d2dc') + `<circle cx="455" cy="246" r="9" fill="#3c4652"/>`
      : row(Math.max(2, ports), 120, 212, 300, 30, 22, `hsl(${hue} 70% 58%)`) +
        `<circle cx="445" cy="223" r="6" fill="#5ee08a"/><circle cx="465" cy="223" r="6" fill="hsl(${hue} 70% 60%)"/>`;
  const lid = view === 2 ? `<path d="M90 180 L130 140 H510 L470 180 Z" fill="hsl(${hue} 20% 32%)"/>` : '';
  return `${shadow(300, 300, 230)}${lid}<rect x="90" y="180" width="420" height="100" rx="12" fill="${body}"/>${face}<rect x="110" y="262" width="380" height="4" rx="2" fill="hsl(${hue} 70% 55%)" opacity="0.7"/>`;
}

/** A 600 × 450 picture of a product of `family`. */
export function productArtSvg(name: string, family: ProductFamily, hue: number, view: ArtView, ports: number): string {
  const drawing =
    family === 'cable'
      ? cable(hue, view)
      : family === 'wallplate'
        ? wallplate(hue, view, ports)
        : family === 'rack'
          ? rack(hue, view, ports)
          : family === 'keypad'
            ? keypad(hue, view)
            : box(hue, view, ports);
  const backdrop = `<defs><radialGradient id="b" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="hsl(${hue} 25% 92%)"/></radialGradient></defs><rect width="600" height="450" fill="url(#b)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450" viewBox="0 0 600 450" role="img" aria-label="${escape(name)}">` +
    `<title>${escape(name)}</title>${backdrop}${drawing}</svg>\n`
  );
}
