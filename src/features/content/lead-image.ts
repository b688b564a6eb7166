import type { LeadImage } from '../../lib/content-types.ts';
import { textOf } from './html-text.ts';

/** How far into an article its opening picture may be looked for: it comes first or not at all. */
const HEAD_LENGTH = 2000;
const OPENING_PICTURE = /^\s*(<figure\b[^>]*>\s*)?<img\b([^>]*)>\s*(?:<figcaption\b[^>]*>[^<]*<\/figcaption>\s*)?/i;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

/**
 * Splits sanitised article HTML into the picture it opens with (a bare image or one in a figure,
 * as editors place one) and the rest. An article opening with text keeps all of it.
 */
export function leadImageOf(html: string): { image: LeadImage | undefined; html: string } {
  const match = OPENING_PICTURE.exec(html.slice(0, HEAD_LENGTH));
  const src = match && attribute(match[2] ?? '', 'src');
  if (!match || !src) return { image: undefined, html };
  let rest = html.slice(match[0].length);
  if (match[1]) rest = rest.replace(/^\s*<\/figure>\s*/i, '');
  return { image: { src, alt: textOf(attribute(match[2] ?? '', 'alt') ?? '') }, html: rest };
}
