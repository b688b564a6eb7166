import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * A bare Astro build of `pages` trivial pages (one dynamic route, no integration), timed from the
 * command to its exit: the same machine's floor for a build of that many pages, so a publish's
 * time reads as a ratio to it from one machine to another. The project sits under this one's
 * `node_modules` so it resolves the same Astro.
 */
export async function bareAstroBuildMs(pages: number): Promise<number> {
  const dir = join(root, 'node_modules', '.cache', 'bare-astro-bench');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  writeFileSync(
    join(dir, 'src', 'pages', '[n].astro'),
    `---
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, n) => ({ params: { n: String(n) } }));
}
const { n } = Astro.params;
---
<html lang="en"><head><title>Page {n}</title></head><body><h1>Page {n}</h1></body></html>
`,
  );
  writeFileSync(join(dir, 'astro.config.mjs'), "export default { build: { format: 'file' } };\n");
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
    cwd: dir,
    stdio: 'ignore',
  });
  const code = await new Promise<number>((done) => child.once('close', (exit) => done(exit ?? 1)));
  const ms = performance.now() - started;
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`The bare Astro build of ${pages} pages failed (exit code ${code})`);
  return ms;
}
