import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { coreCharacters, coreFaces, unicodeRange } from './core-glyphs.ts';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '../..');

describe('the unicode-range of a set of characters', () => {
  it('joins consecutive code points into spans and keeps single ones alone', () => {
    expect(unicodeRange('abcx€')).toBe('U+0061-0063, U+0078, U+20AC');
  });

  it('ignores order and repeats', () => {
    expect(unicodeRange('cabba')).toBe('U+0061-0063');
  });
});

describe('the core Barlow faces', () => {
  const css = readFileSync(resolve(root, 'src/styles/fonts.css'), 'utf8');
  // Whitespace as one space: the formatter wraps long declarations.
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => (match[1] ?? '').replace(/\s+/g, ' '));

  it('are declared for every weight and style, each for exactly the core characters', () => {
    expect(faces).toHaveLength(coreFaces.length);
    for (const face of coreFaces) {
      const rule = faces.find((body) => body.includes(`barlow-core-${face}.woff2`));
      expect(rule, face).toContain(`unicode-range: ${unicodeRange(coreCharacters)};`);
    }
  });

  it('are the files the font script makes from the installed Barlow (run `npm run fonts` after an update)', async () => {
    for (const face of coreFaces) {
      const source = readFileSync(require.resolve(`@fontsource/barlow/files/barlow-latin-${face}.woff2`));
      const committed = readFileSync(resolve(root, `src/assets/fonts/barlow-core-${face}.woff2`));
      const made = await subsetFont(source, coreCharacters, { targetFormat: 'woff2' });
      expect(committed.equals(made), face).toBe(true);
      expect(committed.length, face).toBeLessThan(source.length * 0.75);
    }
  });
});
