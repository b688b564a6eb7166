import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { sql } from '../db/index.ts';
import { openTestDatabase } from '../test/harness.ts';
import { attemptDelivery, queueMail, retryOutbox } from './outbox.ts';
import { mailDir } from './transport.ts';

/** Nothing listens on this port, so SMTP delivery fails at once. */
const CLOSED_SMTP = 'smtp://127.0.0.1:4798';

let dataDir: string;
let ctx: AppContext;

const configWith = (overrides: Partial<ServerConfig>): ServerConfig => ({
  port: 0,
  dataDir,
  databaseUrl: undefined,
  authSecret: 'secret',
  tokenTtlSeconds: 60,
  smtpUrl: undefined,
  captchaMode: 'accept',
  recaptchaSecret: undefined,
  siteUrl: 'https://www.example-av.com',
  corsOrigins: ['https://www.example-av.com'],
  trustedProxies: 0,
  formPostsPerWindow: 20,
  signInsPerWindow: 30,
  bulkReadsPerWindow: 2,
  rebuildSecret: undefined,
  quotesPerWindow: 10,
  accountChangesPerWindow: 5,
  searchesPerWindow: 60,
  maxRequestsPerAddress: 16,
  requestsPerSecond: 100,
  maxHeldPerAddress: 64,
  ...overrides,
});
const contextWith = (overrides: Partial<ServerConfig>): AppContext => ({ db: ctx.db, config: configWith(overrides) });

const mail = (text: string) => ({
  kind: 'sales-enquiry',
  from: 'no-reply@example-av.com',
  to: 'sales@example-av.com',
  replyTo: 'visitor@example.net',
  subject: 'Sales enquiry\r\nBcc: victim@example.org',
  text,
});

const outboxRow = async (id: number) =>
  (await sql<Record<string, unknown>>`SELECT * FROM outbox WHERE id = ${id}`.execute(ctx.db)).rows[0];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  ctx = { db: await openTestDatabase(), config: configWith({}) };
});

afterEach(async () => {
  await ctx.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('writes an .eml file when no SMTP server is configured', async () => {
    const id = await queueMail(ctx.db, mail('Hello sales'));
    expect(await attemptDelivery(ctx, id)).toBe(true);
    const [file] = readdirSync(mailDir(dataDir));
    expect(file).toBe(`${String(id).padStart(6, '0')}-sales-enquiry.eml`);
    const eml = readFileSync(join(mailDir(dataDir), file ?? ''), 'utf8');
    expect(eml).toMatch(/^To: sales@example-av.com$/m);
    expect(eml).toMatch(/^Reply-To: visitor@example.net$/m);
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toContain('Hello sales');
    expect(await outboxRow(id)).toMatchObject({ attempts: 1, delivered_as: file, last_error: null });
  });

  it('keeps a failed mail with its error and sends it on a later retry', async () => {
    const failing = contextWith({ smtpUrl: CLOSED_SMTP });
    const id = await queueMail(ctx.db, mail('Retry me'));
    expect(await attemptDelivery(failing, id)).toBe(false);
    expect(await outboxRow(id)).toMatchObject({
      attempts: 1,
      sent_at: null,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });

    const later = new Date(Date.now() + 24 * 60 * 60_000);
    expect(await retryOutbox(ctx, later)).toEqual({ sent: 1, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ attempts: 2, last_error: null });
    expect(readdirSync(mailDir(dataDir))).toHaveLength(1);
  });

  it('does not retry a failed mail before its next attempt is due', async () => {
    const id = await queueMail(ctx.db, mail('Not yet'));
    await attemptDelivery(contextWith({ smtpUrl: CLOSED_SMTP }), id);
    expect(await retryOutbox(ctx)).toEqual({ sent: 0, failed: 0 });
  });

  it('queues an identical mail sent again within minutes only once, even when both arrive together', async () => {
    const first = await queueMail(ctx.db, mail('Same words'));
    expect(await queueMail(ctx.db, mail('Same words'))).toBe(first);
    expect(await queueMail(ctx.db, mail('Other words'))).not.toBe(first);
    const together = await Promise.all([
      queueMail(ctx.db, mail('Twice at once')),
      queueMail(ctx.db, mail('Twice at once')),
    ]);
    expect(new Set(together).size).toBe(1);
  });

  it('never sends a mail twice', async () => {
    const id = await queueMail(ctx.db, mail('Once'));
    const [first, second] = await Promise.all([attemptDelivery(ctx, id), attemptDelivery(ctx, id)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await attemptDelivery(ctx, id)).toBe(false);
    expect(readdirSync(mailDir(dataDir))).toHaveLength(1);
  });

  it('sends each due mail once when two retry passes run at the same moment', async () => {
    const failing = contextWith({ smtpUrl: CLOSED_SMTP });
    const ids: number[] = [];
    for (const text of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) {
      const id = await queueMail(ctx.db, mail(text));
      await attemptDelivery(failing, id);
      ids.push(id);
    }
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    const passes = await Promise.all([retryOutbox(ctx, later), retryOutbox(ctx, later)]);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(ids.length);
    expect(passes.every((pass) => pass.failed === 0)).toBe(true);
    expect(readdirSync(mailDir(dataDir)).sort()).toEqual(
      ids.map((id) => `${String(id).padStart(6, '0')}-sales-enquiry.eml`),
    );
    for (const id of ids) expect(await outboxRow(id)).toMatchObject({ attempts: 2, last_error: null });
  });
});
