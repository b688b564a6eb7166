import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { accentedLetters, coreCharacters, coreFaces, unicodeRange } from './core-glyphs.ts';

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

  const parts = [
    ['core', coreCharacters, 0.75],
    ['accents', accentedLetters, 0.35],
  ] as const;

  it('are declared for every weight and style, core and accents each for exactly their characters', () => {
    expect(faces).toHaveLength(coreFaces.length * parts.length);
    for (const face of coreFaces) {
      for (const [part, characters] of parts) {
        const rule = faces.find((body) => body.includes(`barlow-${part}-${face}.woff2`));
        expect(rule, `${part} ${face}`).toContain(`unicode-range: ${unicodeRange(characters)};`);
      }
    }
  });

  it('hold no character twice: the accents are outside the core', () => {
    expect([...accentedLetters].filter((letter) => coreCharacters.includes(letter))).toEqual([]);
    expect(accentedLetters).toContain('ö');
    expect(accentedLetters).toHaveLength(62);
  });

  it('are the files the font script makes from the installed Barlow (run `npm run fonts` after an update)', async () => {
    for (const face of coreFaces) {
      const source = readFileSync(require.resolve(`@fontsource/barlow/files/barlow-latin-${face}.woff2`));
      for (const [part, characters, share] of parts) {
        const committed = readFileSync(resolve(root, `src/assets/fonts/barlow-${part}-${face}.woff2`));
        const made = await subsetFont(source, characters, { targetFormat: 'woff2' });
        expect(committed.equals(made), `${part} ${face}`).toBe(true);
        expect(committed.length, `${part} ${face}`).toBeLessThan(source.length * share);
      }
    }
  });
});
