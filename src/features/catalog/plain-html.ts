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

export function isPlainHtml(html: string): boolean {
  const open: string[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const parts = TAG.exec(tag);
    if (!parts) return false;
    const [, closing, name = '', attributes = '', selfClosing] = parts;
    if (VOIDS.has(name)) {
      if (closing || attributes) return false;
      continue;
    }
    if (!CONTAINERS.has(name) || selfClosing) return false;
    if (closing) {
      if (attributes || open.pop() !== name) return false;
    } else {
      if (!inertAttributes(attributes)) return false;
      open.push(name);
    }
  }
  return open.length === 0;
}
