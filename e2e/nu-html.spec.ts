import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtFile } from './support/built-pages.ts';
import { baseURL, workDir } from './support/env.ts';
import { nuErrors } from './support/nu-checker.ts';
import { samplesFor } from './support/samples.ts';
import { pageLoads } from './support/templates.ts';

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

  const errors = nuErrors([...addressOf.keys()]).map(
    ({ file, line, message }) => `${addressOf.get(file) ?? file} (${file}:${line ?? '?'}): ${message}`,
  );
  expect(errors, 'Nu HTML Checker errors').toEqual([]);
  expect(addressOf.size).toBeGreaterThan(40);
});
