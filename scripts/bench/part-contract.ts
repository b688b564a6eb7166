import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { formatKB } from './bytes-summary.ts';
import type { Section } from './report.ts';

/** What the browser carried for the contract before it moved to zod/mini: full zod, ky and every call. */
const BEFORE_KB = 38.8;
const root = resolve('src');
const areas = ['account', 'catalog', 'content', 'forms', 'item', 'orders', 'session', 'visitor'];

/** Entries bundled on their own: the session's client with one call, and with every call. */
const cases: Array<[name: string, source: string]> = [
  [
    'client + one call (SearchProducts)',
    `export { api } from '${root}/features/session/api.ts';\nexport { SearchProducts } from '${root}/api/calls/catalog.ts';`,
  ],
  [
    'client + every call of the contract',
    [`export { api } from '${root}/features/session/api.ts';`]
      .concat(areas.map((area) => `export * from '${root}/api/calls/${area}.ts';`))
      .join('\n'),
  ],
];

async function gzipBytesOf(source: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-bench-'));
  try {
    writeFileSync(join(dir, 'entry.js'), source);
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: {
        outDir: join(dir, 'out'),
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' },
        rolldownOptions: { output: { minify: true } },
      },
    });
    return gzipSync(readFileSync(join(dir, 'out', 'entry.mjs')), { level: 9 }).length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bytes the contract costs a page: validator, client and call definitions, minified and gzipped. */
export async function contractSize(log: (line: string) => void): Promise<Section> {
  const rows: string[][] = [['before: full zod + ky + the call registry', `${BEFORE_KB.toFixed(2)} KB`]];
  for (const [name, source] of cases) {
    const bytes = await gzipBytesOf(source);
    log(`  ${name}: ${formatKB(bytes)}`);
    rows.push([name, formatKB(bytes)]);
  }
  return {
    title: 'Contract in the browser (gzip)',
    head: ['Bundle', 'Size'],
    rows,
    notes: [
      'Each entry is bundled alone with the site’s bundler and minifier; an island pays for the calls it imports only.',
      'In the site build this code shares the `islands` chunk with React, so no page loads it as a file of its own.',
    ],
  };
}
