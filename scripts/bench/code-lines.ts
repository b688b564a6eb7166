import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Lines of the build and publish code: scripts/lib/build, scripts/lib/publish and every `*.build.ts`, tests left out. */
export function buildCodeLines(): { files: number; lines: number } {
  const files = [
    ...['scripts/lib/build', 'scripts/lib/publish'].flatMap((dir) =>
      readdirSync(join(root, dir)).map((name) => join(root, dir, name)),
    ),
    ...readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.build.ts'))
      .map((name) => join(root, 'src', name)),
  ].filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !relative(root, file).includes('node_modules'),
  );
  const lines = files.reduce((sum, file) => sum + readFileSync(file, 'utf8').trimEnd().split('\n').length, 0);
  return { files: files.length, lines };
}
