import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { outDir, workDir } from './env.ts';

export interface ExtraServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The extra server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The extra server at ${url} did not come up`);
}

/**
 * Starts another instance of the storefront (its own database, the already built site) with extra
 * settings, e.g. `{ CAPTCHA: 'reject' }`, for journeys that need the server to behave differently.
 */
export async function startExtraServer(
  port: number,
  env: Record<string, string>,
  { fresh = false } = {},
): Promise<ExtraServer> {
  const dataDir = join(workDir, `data-${port}`);
  // A fresh database for journeys that change what the seed made (e.g. a password).
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, OUT_DIR: outDir, BUILD: 'never' },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child);
  return {
    url,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
