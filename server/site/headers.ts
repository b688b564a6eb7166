/**
 * The `_headers` file the build emits (Netlify syntax): a path pattern on its own line, then
 * indented `Name: value` lines. Every matching block applies, in order.
 */
export interface HeaderBlock {
  pattern: RegExp;
  headers: Array<[string, string]>;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      blocks.push({ pattern: patternToRegExp(raw.trim()), headers: [] });
      continue;
    }
    const current = blocks.at(-1);
    const colon = raw.indexOf(':');
    if (!current || colon < 0) throw new Error(`Header line outside a path block: "${raw.trim()}"`);
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return blocks;
}

/** All headers that apply to a path, later blocks overriding earlier ones of the same name. */
export function headersFor(blocks: HeaderBlock[], path: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const block of blocks) {
    if (!block.pattern.test(path)) continue;
    for (const [name, value] of block.headers) result.set(name, value);
  }
  return result;
}
