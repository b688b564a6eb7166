/**
 * Recognises catalogue HTML that needs no full cleaning: simple formatting tags with a few inert
 * attributes and links within the site, every tag closed in order, no comments, scripts or styles.
 * Such text is published as it is, less its hidden notes: an element marked `class="hidden"` or
 * `style="display:none"` that stands on its own (inside no other element) and holds only text and
 * inline formatting is cut out with everything in it, as the full cleaner (DOMPurify) removes it.
 * Where a browser would parse a note differently from its tags (a block inside a paragraph ends the
 * paragraph), the full cleaner decides. This is a gate, not a sanitiser: it answers "no" whenever in
 * doubt and changes nothing but cutting out whole notes. Most catalogue HTML passes, which keeps
 * large builds fast; a build whose HTML all passes never loads a DOM (jsdom, half a second).
 */

const CONTAINERS = new Set([
  'a',
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
/** What a hidden note may hold: a browser parses these inside any of the elements below as written. */
const INLINE = new Set(['span', 'strong', 'b', 'em', 'i', 'u', 'small', 'sup', 'sub', 'br']);
/** The elements a hidden note may be. */
const NOTES = new Set(['div', 'p', ...INLINE]);
const ATTRIBUTES = new Set(['class', 'colspan', 'rowspan', 'scope', 'style', 'href']);

/** One tag: name, then attributes in double quotes with no markup or entities inside. */
const TAG = /^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z]+="[^"<>&]*")*)\s*(\/?)>$/;
const ATTRIBUTE = /([a-z]+)="([^"]*)"/g;
const HIDDEN_CLASS = /(^|\s)hidden(\s|$)/;
/** The one style let through: hiding the element (read trimmed, and only when short). */
const HIDING_STYLE = /^display\s*:\s*none;?$/i;
const HIDING_STYLE_LENGTH = 40;
/** The one link let through: a path of this site (`/cables`), never another host (`//host`) or scheme. */
const SITE_PATH = /^\/(?!\/)[\w\-.~/]{0,200}$/;

/** Whether an opening tag's attributes show its element, hide it, or rule the text out. */
function attributesOf(element: string, text: string): 'shown' | 'hidden' | 'reject' {
  let hidden = false;
  for (const [, name = '', value = ''] of text.matchAll(ATTRIBUTE)) {
    if (!ATTRIBUTES.has(name)) return 'reject';
    if (name === 'href' && !(element === 'a' && SITE_PATH.test(value))) return 'reject';
    if (name === 'style' && !(value.length <= HIDING_STYLE_LENGTH && HIDING_STYLE.test(value.trim()))) return 'reject';
    if (name === 'style' || (name === 'class' && HIDDEN_CLASS.test(value))) hidden = true;
  }
  return hidden ? 'hidden' : 'shown';
}

/** What one tag does to the elements open before it, or that it rules the text out. */
type TagEffect = { opens: string; hidden: boolean } | { closes: string } | { stands: string } | 'reject';

function effectOf(tag: string): TagEffect {
  const parts = TAG.exec(tag);
  if (!parts) return 'reject';
  const [, closing, name = '', attributes = '', selfClosing] = parts;
  if (VOIDS.has(name)) return closing || attributes ? 'reject' : { stands: name };
  if (!CONTAINERS.has(name) || selfClosing) return 'reject';
  if (closing) return attributes ? 'reject' : { closes: name };
  const shown = attributesOf(name, attributes);
  return shown === 'reject' ? 'reject' : { opens: name, hidden: shown === 'hidden' };
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

/** The text as it is published, without its hidden notes, when it needs no full cleaning; else undefined. */
export function plainHtmlOf(html: string): string | undefined {
  const open: string[] = [];
  /** Where the hidden note being read starts. */
  let hidden: number | undefined;
  let kept = '';
  let keptFrom = 0;
  let start = html.indexOf('<');
  while (start >= 0) {
    // A tag runs to the next `>`; one never closed runs to the end, and is ruled out.
    const end = html.indexOf('>', start + 1);
    const effect = rememberedEffectOf(end < 0 ? html.slice(start) : html.slice(start, end + 1));
    if (effect === 'reject') return undefined;
    if ('closes' in effect) {
      if (open.pop() !== effect.closes) return undefined;
      if (hidden !== undefined && open.length === 0) {
        kept += html.slice(keptFrom, hidden);
        keptFrom = end + 1;
        hidden = undefined;
      }
    } else {
      const name = 'opens' in effect ? effect.opens : effect.stands;
      if (hidden !== undefined && !INLINE.has(name)) return undefined;
      if ('opens' in effect) {
        if (effect.hidden && (open.length > 0 || !NOTES.has(name))) return undefined;
        // A link inside a link is split by a browser's parser.
        if (name === 'a' && open.includes('a')) return undefined;
        if (effect.hidden) hidden = start;
        open.push(name);
      }
    }
    start = end < 0 ? -1 : html.indexOf('<', end + 1);
  }
  return open.length === 0 ? kept + html.slice(keptFrom) : undefined;
}
