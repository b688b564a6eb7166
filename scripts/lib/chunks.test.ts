import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { namedModules, sharedChunks } from './chunks.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A client build of one entry made of `source`, with the shared chunks' plugin. */
function buildEntry(source: string) {
  dir = mkdtempSync(join(tmpdir(), 'chunks-test-'));
  writeFileSync(join(dir, 'entry.js'), source);
  return build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [sharedChunks],
    build: { outDir: join(dir, 'out'), write: false, rolldownOptions: { input: join(dir, 'entry.js') } },
  });
}

describe('shared chunks', () => {
  it('stop a build that lacks a module they are defined by, naming it', async () => {
    const [, ...others] = namedModules;
    const imports = others.map((id) => `import ${JSON.stringify(id)};`).join('\n');
    await expect(buildEntry(imports).then(() => 'built')).rejects.toThrow(namedModules[0]);
  });

  it('build when every module they are defined by is in the build', async () => {
    const imports = namedModules.map((id) => `import ${JSON.stringify(id)};`).join('\n');
    await expect(buildEntry(imports).then(() => 'built')).resolves.toBe('built');
  });
});
