const OPEN = '<style';
const CLOSE = '</style>';

/**
 * Moves every style element of the body into the head, the only place HTML allows one. Astro writes
 * the style of its island elements in front of the first island, and a paged list writes the rule
 * that hides its later pages before the first paint; both work the same from the head.
 *
 * Works on the page's bytes, in place: the markers are ASCII, so nothing is decoded and encoded
 * again (with the Response around it, that was a large share of a page's time on a render thread), and
 * no second copy of the page is made (copies of pages are what made the build collect garbage most).
 */
export function stylesInHead<Page extends Uint8Array>(page: Page): Page {
  const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  let headEnd = html.indexOf('</head>');
  if (headEnd < 0) return page;
  for (let at = html.indexOf(OPEN, headEnd); at >= 0; at = html.indexOf(OPEN, at)) {
    const end = html.indexOf(CLOSE, at);
    if (end < 0) break;
    const style = Buffer.from(html.subarray(at, end + CLOSE.length));
    // The head's end and everything after it up to the style move right; the style goes before them.
    html.copyWithin(headEnd + style.length, headEnd, at);
    style.copy(html, headEnd);
    headEnd += style.length;
    at = end + CLOSE.length;
  }
  return page;
}
