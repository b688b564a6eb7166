import createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';
import { createRequire } from 'node:module';
import { plainHtmlOf } from './plain-html.ts';

const HIDDEN_STYLE = /display\s*:\s*none/i;

/**
 * Catalogue HTML (descriptions, specs, features, FAQ answers, solution texts) is cleaned once, when
 * the catalogue is pulled, so rendering a page only copies strings. One jsdom window serves every
 * call: creating a window costs far more than cleaning a fragment. jsdom itself takes half a second
 * to load, so it loads with the first fragment that needs it: a render thread, handed its catalogue
 * and content cleaned, never loads it.
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

/** FAQ answers and notes repeat across products; each distinct text is cleaned once. */
const cleaned = new Map<string, string>();

/** The full cleaner: DOMPurify, with hidden blocks removed first (see createPurifier). */
export function purifiedHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, CONFIG).trim();
}

/**
 * Removes hidden blocks, then anything unsafe (scripts, event handlers, javascript: links). Text
 * that is plainly safe already, hidden notes aside (see plain-html.ts), skips the DOM work.
 */
export function cleanHtml(html: string): string {
  if (!html.trim()) return '';
  const plain = plainHtmlOf(html);
  if (plain !== undefined) return plain.trim();
  let clean = cleaned.get(html);
  if (clean === undefined) {
    clean = purifiedHtml(html);
    cleaned.set(html, clean);
  }
  return clean;
}
