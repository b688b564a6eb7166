import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder } from './files-under.ts';

const dir = mkdtempSync(join(tmpdir(), 'files-under-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('files under a folder', () => {
  it('lists every file at any depth, relative to the folder, and no folder or link', () => {
    mkdirSync(join(dir, 'item/deep'), { recursive: true });
    mkdirSync(join(dir, 'empty'));
    for (const file of ['index.html', 'item/AV-1.html', 'item/AV-1.html.br', 'item/deep/a.js'])
      writeFileSync(join(dir, file), 'x');
    symlinkSync(join(dir, 'index.html'), join(dir, 'linked.html'));
    expect(filesUnder(dir).sort()).toEqual(['index.html', 'item/AV-1.html', 'item/AV-1.html.br', 'item/deep/a.js']);
  });
});
