/**
 * `npm run fonts`: writes the core and accent Barlow files (src/assets/fonts) from the installed
 * Fontsource Latin files, each keeping only its characters (core-glyphs.ts). Run it after updating
 * @fontsource/barlow or the character list; the files are committed so a build needs no font tools.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { accentedLetters, coreCharacters, coreFaces, unicodeRange } from './core-glyphs.ts';

const require = createRequire(import.meta.url);
const outDir = resolve(import.meta.dirname, '../../src/assets/fonts');

for (const face of coreFaces) {
  const source = readFileSync(require.resolve(`@fontsource/barlow/files/barlow-latin-${face}.woff2`));
  for (const [part, characters] of [
    ['core', coreCharacters],
    ['accents', accentedLetters],
  ] as const) {
    const subset = await subsetFont(source, characters, { targetFormat: 'woff2' });
    writeFileSync(resolve(outDir, `barlow-${part}-${face}.woff2`), subset);
    console.log(`barlow-${part}-${face}.woff2: ${source.length} → ${subset.length} bytes`);
  }
}
console.log(`unicode-range of the core faces (src/styles/fonts.css): ${unicodeRange(coreCharacters)}`);
console.log(`unicode-range of the accent faces: ${unicodeRange(accentedLetters)}`);
