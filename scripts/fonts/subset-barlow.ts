/**
 * `npm run fonts`: writes the core Barlow files (src/assets/fonts) from the installed Fontsource
 * Latin files, keeping only the core characters (core-glyphs.ts). Run it after updating
 * @fontsource/barlow or the character list; the files are committed so a build needs no font tools.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { coreCharacters, coreFaces, unicodeRange } from './core-glyphs.ts';

const require = createRequire(import.meta.url);
const outDir = resolve(import.meta.dirname, '../../src/assets/fonts');

for (const face of coreFaces) {
  const source = readFileSync(require.resolve(`@fontsource/barlow/files/barlow-latin-${face}.woff2`));
  const core = await subsetFont(source, coreCharacters, { targetFormat: 'woff2' });
  writeFileSync(resolve(outDir, `barlow-core-${face}.woff2`), core);
  console.log(`barlow-core-${face}.woff2: ${source.length} → ${core.length} bytes`);
}
console.log(`unicode-range for src/styles/fonts.css: ${unicodeRange(coreCharacters)}`);
