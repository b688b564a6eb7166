/** The header cart link's accessible name: with the number of lines, when there are any. */
export function cartLinkLabel(lines: number): string {
  return lines > 0 ? `Cart, ${lines} ${lines === 1 ? 'line' : 'lines'}` : 'Cart';
}
