import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A newcomer's mistake: a mistyped DATA_DIR gave `npm run publish` a Node stack trace and left the
 * folder behind with a signing secret in it. Each command now says what is wrong in one line.
 */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'data-dir-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(script: string, env: Record<string, string>) {
  const { status, stderr } = spawnSync(process.execPath, [join('scripts', script)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status, lines: stderr.trim().split('\n') };
}

it('npm run publish with a folder that does not exist says so in one line and creates nothing', () => {
  const missing = join(root, 'mistyped');
  const { status, lines } = run('publish.ts', { DATA_DIR: missing, OUT_DIR: join(root, 'dist') });
  expect(status).toBe(1);
  expect(lines).toEqual([
    `DATA_DIR "${missing}" does not exist: point it at the folder npm start uses, or run npm run seed with it first`,
  ]);
  expect(existsSync(missing)).toBe(false);
  expect(existsSync(join(root, 'dist.builds'))).toBe(false);
});

it.each(['start.ts', 'seed.ts'])('%s with a file for DATA_DIR says so in one line', (script) => {
  const file = join(root, 'a-file');
  writeFileSync(file, '');
  const { status, lines } = run(script, { DATA_DIR: file, OUT_DIR: join(root, 'dist') });
  expect(status).toBe(1);
  expect(lines).toEqual([`DATA_DIR "${file}" is a file, not a folder`]);
});

it('npm run rollback with a folder that holds no builds names it in one line and creates nothing', () => {
  const outDir = join(root, 'mistyped-dist');
  const { status, lines } = run('rollback.ts', { OUT_DIR: outDir });
  expect(status).toBe(1);
  expect(lines).toEqual([
    `No earlier build to roll back to in ${outDir}.builds (live: none); OUT_DIR must be the one npm start serves.`,
  ]);
  expect(existsSync(`${outDir}.builds`)).toBe(false);
});
