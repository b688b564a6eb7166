/**
 * The `_headers` file the build emits (the CDN format of Netlify and Cloudflare): a path pattern on
 * its own line, then indented `Name: value` lines. Every matching block applies, in order; a
 * `! Name` line (Cloudflare's detach) removes a header an earlier block set.
 */
export interface HeaderBlock {
  pattern: RegExp;
  /** A value to set, or `null` to remove the header. */
  headers: Array<[string, string | null]>;
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
    const line = raw.trim();
    if (!current) throw new Error(`Header line outside a path block: "${line}"`);
    const colon = line.indexOf(':');
    if (line.startsWith('!')) current.headers.push([line.slice(1).trim(), null]);
    else if (colon > 0) current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    else throw new Error(`Header line without a value: "${line}"`);
  }
  return blocks;
}

/** All headers that apply to a path, later blocks overriding or removing earlier ones of the same name. */
export function headersFor(blocks: HeaderBlock[], path: string): Headers {
  const result = new Headers();
  for (const block of blocks) {
    if (!block.pattern.test(path)) continue;
    for (const [name, value] of block.headers) {
      if (value === null) result.delete(name);
      else result.set(name, value);
    }
  }
  return result;
}
