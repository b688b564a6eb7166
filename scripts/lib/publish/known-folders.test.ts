import type { AstroPrerenderer } from 'astro';
import fs, { existsSync, mkdtempSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberBuildFolders, withBuildFoldersRemembered } from './known-folders.ts';

describe('rememberBuildFolders', () => {
  let undo = () => {};
  afterEach(() => undo());

  it('creates a folder of the build once and answers for it after that without the file system', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'known-folders-'));
    undo = rememberBuildFolders(outDir);
    const folder = join(outDir, 'item');
    await fs.promises.mkdir(pathToFileURL(folder), { recursive: true });
    expect(existsSync(folder)).toBe(true);
    rmdirSync(folder);
    await fs.promises.mkdir(folder, { recursive: true });
    // Remembered: the second call did not reach the file system.
    expect(existsSync(folder)).toBe(false);
  });

  it('leaves folders outside the build, and calls that are not `mkdir -p`, to the file system', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'known-folders-'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'known-folders-other-'));
    undo = rememberBuildFolders(outDir);
    await fs.promises.mkdir(join(elsewhere, 'a'), { recursive: true });
    rmdirSync(join(elsewhere, 'a'));
    await fs.promises.mkdir(join(elsewhere, 'a'), { recursive: true });
    expect(existsSync(join(elsewhere, 'a'))).toBe(true);
    await fs.promises.mkdir(join(outDir, 'b'));
    await expect(fs.promises.mkdir(join(outDir, 'b'))).rejects.toThrow(/EEXIST/);
  });

  it('undoes the change', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'known-folders-'));
    const { mkdir } = fs.promises;
    rememberBuildFolders(outDir)();
    expect(fs.promises.mkdir).toBe(mkdir);
  });
});

describe('withBuildFoldersRemembered', () => {
  it('remembers folders from the moment Astro asks for the pages until the teardown', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'known-folders-'));
    const folder = join(outDir, 'item');
    const { mkdir } = fs.promises;
    let tornDownWith: typeof mkdir | undefined;
    const pages = {
      name: 'stand-in',
      getStaticPaths: async () => [],
      teardown: async () => {
        tornDownWith = fs.promises.mkdir;
      },
    } as unknown as AstroPrerenderer;
    const wrapped = withBuildFoldersRemembered(pages, outDir);
    await fs.promises.mkdir(folder, { recursive: true });
    rmdirSync(folder);
    await wrapped.getStaticPaths();
    await fs.promises.mkdir(folder, { recursive: true });
    expect(existsSync(folder)).toBe(true);
    await wrapped.teardown?.();
    expect(tornDownWith).toBe(mkdir);
  });
});
