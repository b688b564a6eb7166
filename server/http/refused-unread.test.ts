import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { openTestDatabase } from '../test/harness.ts';

/**
 * The attack: 240 KB bodies to Login from 8 connections, each refused with 413 by its
 * Content-Length, were still read off the socket (asking for a request's body starts reading it),
 * a cost of every refused request. A body refused by its stated length is now never read.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'refused-unread-'));
let db: Db;
let server: ServerType;
let baseUrl = '';
/** For each request, whether any of its body had been read when its answer was sent. */
const bodyRead: boolean[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  const app = createApp({ db, config: loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's' }) });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  server.on('request', (incoming: IncomingMessage, answer: ServerResponse) =>
    answer.on('finish', () => bodyRead.push(incoming.readableDidRead)),
  );
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a body over its call’s limit by its Content-Length', () => {
  it('is refused with 413 and never read', async () => {
    const answer = await fetch(`${baseUrl}/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: 'x'.repeat(240 * 1024) }),
    });
    expect(answer.status).toBe(413);
    await vi.waitFor(() => expect(bodyRead).toEqual([false]));
  });
});
