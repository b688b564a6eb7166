/**
 * The CDN rewrite rules the build emits in `_redirects` (Netlify syntax), parsed and matched here
 * so that the bundled server behaves as the CDN does:
 *   /item  id=:id  /item/:id  301
 *   /search/*      /search/index.html  200
 *   /*             /pages/404  404
 * Rules apply in file order, and only when no file answers the path (unless forced with `!`).
 */
export interface RedirectRule {
  from: string;
  query: Record<string, string>;
  to: string;
  status: number;
  force: boolean;
}

export interface RedirectMatch {
  to: string;
  status: number;
  force: boolean;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const parts = line.split(/\s+/);
    const from = parts.shift() ?? '';
    const query: Record<string, string> = {};
    // Query conditions are `key=value` tokens; the target, which may carry a query of its own, is a path or URL.
    while (parts[0] !== undefined && /^[^/]+=/.test(parts[0])) {
      const [key = '', value = ''] = (parts.shift() ?? '').split('=');
      query[key] = value;
    }
    const to = parts.shift();
    if (!to) throw new Error(`Redirect rule without a target: "${line}"`);
    const statusText = parts.shift() ?? '301';
    rules.push({ from, query, to, status: Number.parseInt(statusText, 10), force: statusText.endsWith('!') });
  }
  return rules;
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return names.push('splat') && '(.*)';
      if (segment.startsWith(':')) return names.push(segment.slice(1)) && '([^/]+)';
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const match = new RegExp(`^${source}/?$`, 'i').exec(path);
  if (!match) return undefined;
  // The path arrives decoded; decoding again would turn "100%" into an error.
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
}

function applyRule(rule: RedirectRule, path: string, search: URLSearchParams): RedirectMatch | undefined {
  const params = matchPath(rule.from, path);
  if (!params) return undefined;
  const fromQuery = Object.entries(rule.query).map(([key, placeholder]) => [placeholder.slice(1), search.get(key)]);
  if (fromQuery.some(([, value]) => value === null || value === '')) return undefined;
  const values: Record<string, string> = { ...params, ...Object.fromEntries(fromQuery) };
  const to = rule.to.replace(/:(\w+)/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name] ?? '') : whole,
  );
  return { to, status: rule.status, force: rule.force };
}

const isExact = (rule: RedirectRule) => Object.keys(rule.query).length === 0 && !/[:*]/.test(rule.from);
/** Exact paths compare case-insensitively, as on the CDN: /item/Av-Hd-Ext-4k finds the lower-case rule. */
const exactKey = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/**
 * Builds the lookup of the first rule that matches a path and query, placeholders filled in. The
 * thousands of exact-path rules a large catalogue emits (one per hyphen-free sku) are found in
 * constant time; only the few pattern rules that stand before the exact match are tried in order.
 */
export function compileRedirects(
  rules: RedirectRule[],
): (path: string, search: URLSearchParams) => RedirectMatch | undefined {
  const exact = new Map<string, number>();
  const patterns: number[] = [];
  rules.forEach((rule, index) => {
    if (!isExact(rule)) patterns.push(index);
    else if (!exact.has(exactKey(rule.from))) exact.set(exactKey(rule.from), index);
  });
  return (path, search) => {
    const exactIndex = exact.get(exactKey(path)) ?? Infinity;
    for (const index of patterns) {
      if (index > exactIndex) break;
      const match = applyRule(rules[index]!, path, search);
      if (match) return match;
    }
    return Number.isFinite(exactIndex) ? applyRule(rules[exactIndex]!, path, search) : undefined;
  };
}
