const OPEN = '<style';
const CLOSE = '</style>';

/**
 * Moves every style element of the body into the head, the only place HTML allows one. Astro writes
 * the style of its island elements in front of the first island, and a paged list writes the rule
 * that hides its later pages before the first paint; both work the same from the head.
 */
export function stylesInHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const styles: string[] = [];
  const rest: string[] = [];
  let from = headEnd;
  for (let at = html.indexOf(OPEN, from); at >= 0; at = html.indexOf(OPEN, from)) {
    const end = html.indexOf(CLOSE, at);
    if (end < 0) break;
    rest.push(html.slice(from, at));
    styles.push(html.slice(at, end + CLOSE.length));
    from = end + CLOSE.length;
  }
  if (styles.length === 0) return html;
  return html.slice(0, headEnd) + styles.join('') + rest.join('') + html.slice(from);
}
