/**
 * The photo studio every product picture is taken in: a neutral sweep lit from above, a soft
 * contact shadow, and the shared gradients that give metal and plastic their light.
 */

/** Drawing units; pictures are rendered at twice this size. */
export const artWidth = 600;
export const artHeight = 450;

/** Text for SVG content and attributes. */
export const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The studio's gradients, also used where a product is drawn into a room. */
export const studioDefs =
  '<defs>' +
  '<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfbfc"/><stop offset="0.62" stop-color="#eceef1"/><stop offset="1" stop-color="#dfe2e6"/></linearGradient>' +
  '<radialGradient id="spot"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="0.5" stop-color="#b3bbc4"/><stop offset="1" stop-color="#8a939d"/></linearGradient>' +
  '<linearGradient id="plug" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4b535c"/><stop offset="0.45" stop-color="#262b31"/><stop offset="1" stop-color="#15181c"/></linearGradient>' +
  '<linearGradient id="front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a424b"/><stop offset="0.08" stop-color="#2a3037"/><stop offset="1" stop-color="#171b20"/></linearGradient>' +
  '<linearGradient id="top" x1="0" y1="1" x2="0.3" y2="0"><stop offset="0" stop-color="#56606b"/><stop offset="1" stop-color="#8d97a2"/></linearGradient>' +
  '<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1b1f24"/><stop offset="1" stop-color="#0f1215"/></linearGradient>' +
  '<linearGradient id="white" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dde1e6"/></linearGradient>' +
  '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#24415f"/><stop offset="0.55" stop-color="#10243a"/><stop offset="1" stop-color="#0a1826"/></linearGradient>' +
  '<radialGradient id="soft"><stop offset="0" stop-color="#10161e" stop-opacity="0.42"/><stop offset="0.55" stop-color="#10161e" stop-opacity="0.16"/><stop offset="1" stop-color="#10161e" stop-opacity="0"/></radialGradient>' +
  '</defs>';

/**
 * A soft contact shadow under an object resting on the sweep (a radial gradient: a blur filter
 * costs most of a render's time).
 */
export const shadow = (cx: number, cy: number, rx: number, ry = 12) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${(rx * 1.15).toFixed(0)}" ry="${ry * 2}" fill="url(#soft)"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${(rx * 0.8).toFixed(0)}" ry="${(ry * 0.35).toFixed(1)}" fill="#10151c" opacity="0.2"/>`;

/** The whole picture: studio backdrop, then `drawing`, titled with the product name. */
export function studioSvg(label: string, drawing: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${artWidth * 2}" height="${artHeight * 2}" viewBox="0 0 ${artWidth} ${artHeight}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${studioDefs}` +
    `<rect width="${artWidth}" height="${artHeight}" fill="url(#sweep)"/>` +
    // The key light: a gradient over the middle only (over the whole frame it doubles the render time).
    `<ellipse cx="300" cy="190" rx="250" ry="170" fill="url(#spot)"/>` +
    `${drawing}</svg>\n`
  );
}

/** A box seen from the front and a little above and to the right: top, side and front faces. */
export function solid(x: number, y: number, w: number, h: number, depth: number, front = 'url(#front)'): string {
  const dx = depth * 0.55;
  const dy = depth * 0.32;
  return (
    `<path d="M${x} ${y} L${x + dx} ${y - dy} H${x + w + dx} L${x + w} ${y} Z" fill="url(#top)"/>` +
    `<path d="M${x + w} ${y} L${x + w + dx} ${y - dy} V${y + h - dy} L${x + w} ${y + h} Z" fill="url(#side)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${front}"/>` +
    `<path d="M${x + 1} ${y + 0.6} H${x + w - 1}" stroke="#9aa4ae" stroke-width="1" opacity="0.7"/>`
  );
}
