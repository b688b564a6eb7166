import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { allPrices } from './support/catalog-db.ts';
import { outDir } from './support/env.ts';

const TEXT_FILES = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '']);

/**
 * How a price shows as money: 1159.95, 1,159.95 and 113.50. (A bare 113.5 is how JSON writes it;
 * the next test rules out price fields in data, and spec texts such as "IEEE 802.3" would match it.)
 */
function spellings(price: number): string[] {
  const grouped = price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [price.toFixed(2), grouped];
}

/**
 * A drawing's coordinates (an icon's path data, "l5.39 5.4"), in markup (`d="…"`) or in a
 * component's script (`d:\`…\``), which no visitor reads as money.
 */
const DRAWING_DATA = /(?<![\w-])(?:d|points|viewBox|transform)(?:=|:)(["'`])[^"'`]*\1/g;

/** Amounts with cents in a text, as written, outside drawings' coordinates. */
function amounts(file: string): string[] {
  const text = file.replace(DRAWING_DATA, ' ');
  return [...text.matchAll(/(?<![\d.,])\d{1,3}(?:,\d{3})+\.\d{2}(?![\d.])|(?<![\d.,])\d+\.\d{2}(?![\d.])/g)].map(
    ([match]) => match,
  );
}

test('no price of the catalogue appears anywhere in the built site', async () => {
  const prices = new Set((await allPrices()).flatMap(spellings));
  expect(prices.size).toBeGreaterThan(100);
  const found: string[] = [];
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILES.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    for (const number of amounts(readFileSync(file, 'utf8'))) {
      if (prices.has(number)) found.push(`${number} in ${file.slice(outDir.length)}`);
    }
  }
  expect(found).toEqual([]);
});

test('no page or data file carries price or stock fields', () => {
  const found: string[] = [];
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !['.html', '.json', '.xml'].includes(extname(entry.name))) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    // Island props are attribute text, so their quotes are written &quot;.
    if (/(?:"|&quot;)(?:msrp2?|dealer2?|direct2?|stock|refStocks)(?:"|&quot;)\s*:/.test(text)) found.push(entry.name);
  }
  expect(found).toEqual([]);
});
