/**
 * Recognises catalogue HTML that needs no cleaning: only simple formatting tags with a few inert
 * attributes, every tag closed in order, no comments, scripts, styles, links or hidden blocks.
 * Such text is published as it is; everything else goes through DOMPurify. This is a gate, not a
 * sanitiser: it never changes text, it only answers whether the full cleaner can be skipped, and it
 * answers "no" whenever in doubt. Most catalogue HTML passes, which keeps large builds fast.
 */

const CONTAINERS = new Set([
  'p',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sup',
  'sub',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
]);
const VOIDS = new Set(['br', 'hr']);
const ATTRIBUTES = new Set(['class', 'colspan', 'rowspan', 'scope']);

/** One tag: name, then attributes in double quotes with no markup or entities inside. */
const TAG = /^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z]+="[^"<>&]*")*)\s*(\/?)>$/;
const ATTRIBUTE = /([a-z]+)="([^"]*)"/g;

function inertAttributes(text: string): boolean {
  for (const [, name = '', value = ''] of text.matchAll(ATTRIBUTE)) {
    if (!ATTRIBUTES.has(name)) return false;
    if (name === 'class' && /(^|\s)hidden(\s|$)/.test(value)) return false;
  }
  return true;
}

/** What one tag does to the elements open before it, or that it rules the text out. */
type TagEffect = { opens: string } | { closes: string } | 'void' | 'reject';

function effectOf(tag: string): TagEffect {
  const parts = TAG.exec(tag);
  if (!parts) return 'reject';
  const [, closing, name = '', attributes = '', selfClosing] = parts;
  if (VOIDS.has(name)) return closing || attributes ? 'reject' : 'void';
  if (!CONTAINERS.has(name) || selfClosing) return 'reject';
  if (closing) return attributes ? 'reject' : { closes: name };
  return inertAttributes(attributes) ? { opens: name } : 'reject';
}

/**
 * Catalogue HTML repeats a few dozen distinct tags (`<p>`, `<li>`, `<table class="specs">`) across
 * tens of thousands of texts: each is read once. Bounded in count and length, whatever the input.
 */
const effects = new Map<string, TagEffect>();
const EFFECTS_KEPT = 5_000;
const TAG_LENGTH_KEPT = 200;

function rememberedEffectOf(tag: string): TagEffect {
  let effect = effects.get(tag);
  if (effect === undefined) {
    effect = effectOf(tag);
    if (effects.size < EFFECTS_KEPT && tag.length <= TAG_LENGTH_KEPT) effects.set(tag, effect);
  }
  return effect;
}

export function isPlainHtml(html: string): boolean {
  const open: string[] = [];
  let start = html.indexOf('<');
  while (start >= 0) {
    // A tag runs to the next `>`; one never closed runs to the end, and is ruled out.
    const end = html.indexOf('>', start + 1);
    const effect = rememberedEffectOf(end < 0 ? html.slice(start) : html.slice(start, end + 1));
    if (effect === 'reject') return false;
    if (effect !== 'void' && 'opens' in effect) open.push(effect.opens);
    else if (effect !== 'void' && open.pop() !== effect.closes) return false;
    start = end < 0 ? -1 : html.indexOf('<', end + 1);
  }
  return open.length === 0;
}
