import createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import { createRequire } from 'node:module';

const HIDDEN_STYLE = /display\s*:\s*none/i;

/**
 * The site's one HTML cleaning rule, DOMPurify through one jsdom window: creating a window costs
 * far more than cleaning a fragment. jsdom takes half a second to load, so it loads with the first
 * text to clean: HTML is cleaned when it is written (see server/http/visible-html.ts), and a
 * process that only reads marked rows never loads it.
 */
function createPurifier() {
  const { JSDOM: Dom } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JSDOM };
  const { window } = new Dom('<!doctype html><html><body></body></html>');
  const purify = createDOMPurify(window);
  /** Blocks the catalogue hides from readers: internal notes marked `hidden` or styled away. */
  const isHiddenBlock = (node: Node) =>
    node instanceof window.Element &&
    (node.classList.contains('hidden') ||
      node.hasAttribute('hidden') ||
      HIDDEN_STYLE.test(node.getAttribute('style') ?? ''));
  // A hidden block leaves with everything inside it, before its content is looked at.
  purify.addHook('uponSanitizeElement', (node) => {
    if (isHiddenBlock(node)) node.parentNode?.removeChild(node);
  });
  return purify;
}

let purifier: ReturnType<typeof createPurifier> | undefined;

const CONFIG = { FORBID_TAGS: ['style', 'form', 'input', 'button'] };

/** FAQ answers and notes repeat across products (a seed writes thousands): each distinct text is cleaned once. */
const cleaned = new LRUCache<string, string>({ max: 10_000 });

/** Removes hidden blocks with everything inside them, then anything unsafe (scripts, event handlers, javascript: links). */
export function cleanHtml(html: string): string {
  if (!html.trim()) return '';
  let clean = cleaned.get(html);
  if (clean === undefined) {
    purifier ??= createPurifier();
    clean = purifier.sanitize(html, CONFIG).trim();
    cleaned.set(html, clean);
  }
  return clean;
}
