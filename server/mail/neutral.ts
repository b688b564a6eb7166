/**
 * Free text a visitor or customer typed, made safe to place in a mail. Every kind of line break
 * counts (CR, LF, vertical tab, form feed, NEL, the Unicode line and paragraph separators): a mail
 * reader may show any of them as a new line.
 */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** Other control characters, which no form has a use for and a terminal or reader may act on. */
const CONTROLS = /(?!\t)\p{Cc}/gu;
/** Continuation lines of a value start with this, so none can pass for a field of the mail. */
export const CONTINUATION = '    > ';

/** A header value (subject, a name): one line, whatever was typed. */
export function headerText(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(/\s+/g, ' ').trim();
}

/**
 * A value in the body of a mail: its first line follows the field's label, and every further line
 * is quoted, so a comment that reads "Total: $0.01" on a line of its own stays inside the comment.
 */
export function bodyText(value: string): string {
  const lines = value.trim().split(LINE_BREAKS);
  return lines.map((line) => line.replace(CONTROLS, '')).join(`\n${CONTINUATION}`);
}
