/**
 * `npm run dev`: the catalogue API on API_PORT (default 4322) and Astro's dev server on 4321, which
 * pulls the catalogue from that API and proxies the browser's API calls to it (same origin).
 */
import './threadpool.ts';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startServer } from '../server/main.ts';

const apiPort = process.env.API_PORT ?? '4322';
const apiBase = `http://127.0.0.1:${apiPort}`;
// The API serves no static build here; Astro's dev server renders the pages.
const server = await startServer({ ...process.env, PORT: apiPort, OUT_DIR: resolve('.astro/no-static-build') });
console.log(`Catalogue API listening on ${server.url}`);

const astro = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)], {
  env: { ...process.env, API_BASE: apiBase, DEV_API_PROXY: apiBase },
  stdio: 'inherit',
});
astro.on('exit', (code) => void server.close().finally(() => process.exit(code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => astro.kill(signal));
