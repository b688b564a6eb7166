import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { builtFile } from './support/built-pages.ts';
import { baseURL, workDir } from './support/env.ts';
import { samplesFor } from './support/samples.ts';
import { pageLoads } from './support/templates.ts';

/** The Nu HTML Checker (what validator.w3.org/nu runs), as the vnu-jar package ships it. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

test('one built page of every template passes the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(180_000);
  const samples = await samplesFor(baseURL);
  const servedDir = join(workDir, 'nu');
  mkdirSync(servedDir, { recursive: true });
  const addressOf = new Map<string, string>();
  for (const template of pageLoads) {
    const address = template.path(samples);
    let file = builtFile(address);
    // A shell served for many addresses (search terms, order numbers): the page as served.
    if (!existsSync(file)) {
      const response = await request.get(address);
      expect(response.status(), address).toBeLessThan(400);
      file = join(servedDir, `${address.replaceAll('/', '_')}.html`);
      writeFileSync(file, await response.text());
    }
    addressOf.set(file, address);
  }

  // One run for every file: the JVM's start is most of the time.
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...addressOf.keys()], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error, 'the Nu HTML Checker needs Java (apt-get install default-jre-headless)').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  const errors = messages.map((message) => {
    const address = addressOf.get(fileURLToPath(message.url)) ?? message.url;
    return `${address} (${fileURLToPath(message.url)}:${message.lastLine ?? '?'}): ${message.message}`;
  });
  expect(errors, 'Nu HTML Checker errors').toEqual([]);
  expect(addressOf.size).toBeGreaterThan(40);
});
