/** Bounds the work on stored HTML: a summary needs only the start of it. */
const MAX_SCANNED = 4000;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The first paragraph of some HTML as plain text, for a tile or card ("Put every laptop… one touch."). */
export function summaryOf(html: string): string {
  const start = html.slice(0, MAX_SCANNED);
  const firstParagraph = start.split(/<\/p>/i)[0] ?? '';
  return firstParagraph
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
