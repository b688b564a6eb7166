import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { buildLayout, newBuildDir, switchTo } from '../../scripts/lib/publish/builds.ts';
import type { PublishOptions } from '../../scripts/lib/publish/publish.ts';
import { Publisher } from '../../scripts/lib/publish/publisher.ts';
import { latestReports, writeReport, type PublishReport } from '../../scripts/lib/publish/report.ts';
import { catalogPrices } from '../catalog/all-prices.ts';
import { publishingControl } from '../../scripts/lib/publish/staff-control.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { createApp } from '../app.ts';
import { sql } from '../db/index.ts';
import { catalogRevision } from '../catalog/catalog-revision.ts';
import { capturedLog } from '../test/log-lines.ts';
import type { SiteFiles } from '../site/site-files.ts';
import { staffPublishingRoutes } from './staff-publishing.ts';

let api: TestApi;
let root: string;
const tokens: Record<'staff' | 'dealer' | 'staffAsDealer', string> = { staff: '', dealer: '', staffAsDealer: '' };
const captured = capturedLog();
const events = () => captured.lines.filter((line) => line.event);

beforeAll(async () => {
  api = await startTestApi(0);
  tokens.staff = (await api.login('staff')).token;
  tokens.dealer = (await api.login('dealer')).token;
  tokens.staffAsDealer = (await api.call('ImpersonateUser', { username: 'dealer' }, { token: tokens.staff })).token;
});
afterAll(() => api.close());
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'staff-publishing-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A publish that finishes when the test says so, writing its report as the real one does. */
function heldPublish(outDir: string) {
  const started: PublishOptions[] = [];
  const finishers: Array<() => void> = [];
  const publish = (options: PublishOptions) =>
    new Promise<PublishReport>((resolve) => {
      started.push(options);
      options.onProgress?.({ phase: 'bundle', pagesTotal: 0, pagesRendered: 0 });
      finishers.push(() => {
        options.onProgress?.({ phase: 'render', pagesTotal: 10, pagesRendered: 10 });
        const report = {
          id: `report-${started.length}`,
          trigger: options.trigger,
          by: options.by,
          ok: true,
          startedAt: new Date().toISOString(),
          finishedAt: new Date().toISOString(),
          problems: [],
          skus: { added: [], removed: [], changed: ['AV-1'] },
          pages: { total: 10, rendered: 1, reused: 9, added: [], removed: [] },
          phasesMs: {},
        } satisfies PublishReport;
        writeReport(buildLayout(outDir).reportsDir, report);
        resolve(report);
      });
    });
  return { started, publish, finishNext: () => finishers.shift()?.() };
}

/** The API with the staff publishing calls on a publisher of its own, logging into `captured`. */
function site(onServing?: (files: SiteFiles) => void) {
  const outDir = join(root, 'dist');
  const held = heldPublish(outDir);
  const { db } = api.ctx;
  const prices = () => catalogPrices(db);
  const publisher = new Publisher({ outDir, db, prices, publish: held.publish });
  const ctx = { ...api.ctx, log: captured.log };
  const publishing = staffPublishingRoutes(ctx, publishingControl(publisher, { outDir, db, prices, onServing }));
  const app = createApp(ctx, { publishing });
  const call = (name: string, token: string | undefined, body: unknown = {}, method = 'POST') =>
    app.request(`/api/Staff/Publishing/${name}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
      ...(method === 'POST' && { body: JSON.stringify(body) }),
    });
  return { outDir, held, publisher, call };
}

/** A kept build whose home page says `text`, made from catalogue revision `revision` by `by`. */
function keptBuild(outDir: string, text: string, at: Date, revision: string, by = 'staff'): string {
  const layout = buildLayout(outDir);
  const dir = newBuildDir(layout, at);
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>t</title><main>${text}</main>`);
  writeFileSync(`${dir}.source`, '');
  const build = dir.split('/').at(-1) ?? '';
  const iso = at.toISOString();
  writeReport(layout.reportsDir, {
    ...{ id: build, trigger: 'staff', by, revision, ok: true, startedAt: iso, finishedAt: iso, problems: [], build },
    skus: { added: [], removed: [], changed: [] },
    pages: { total: 1, rendered: 1, reused: 0, added: [], removed: [] },
    phasesMs: {},
  });
  return dir;
}

/** The events of a Server-Sent Events answer, in order, until it ends. */
async function eventsOf(answer: Response): Promise<Array<{ event?: string; data: string }>> {
  const seen: Array<{ event?: string; data: string }> = [];
  const stream = answer.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const message of stream) seen.push({ event: message.event, data: message.data });
  return seen;
}

describe('staff publishing calls', () => {
  it('answer 404 to anonymous visitors, dealers and staff signed in as a dealer, start nothing, and log each refusal', async () => {
    const { call, held } = site();
    const before = events().length;
    for (const token of [undefined, tokens.dealer, tokens.staffAsDealer]) {
      for (const name of ['GetPublishing', 'PublishNow', 'RollbackBuild']) {
        expect(
          (await call(name, token, name === 'RollbackBuild' ? { build: '20261128T101500-000Z' } : {})).status,
        ).toBe(404);
      }
      expect((await call('Progress', token, undefined, 'GET')).status).toBe(404);
    }
    expect(held.started).toHaveLength(0);
    const refusals = events().slice(before);
    expect(refusals).toHaveLength(12);
    expect(refusals.every((line) => line.event === 'staff call refused')).toBe(true);
    expect(refusals.map((line) => line.user)).toContain('dealer');
  });

  it('Publish now starts one publish by the staff user; a second press while it runs merges into one follow-up', async () => {
    const { call, held, publisher } = site();
    expect(await (await call('PublishNow', tokens.staff)).json()).toEqual({ build: 'started' });
    expect(await (await call('PublishNow', tokens.staff)).json()).toEqual({ build: 'queued' });
    expect(await (await call('PublishNow', tokens.staff)).json()).toEqual({ build: 'coalesced' });
    expect(held.started.map((options) => [options.trigger, options.by])).toEqual([['staff', 'staff']]);
    const state = (await (await call('GetPublishing', tokens.staff)).json()) as { running: unknown };
    expect(state.running).toMatchObject({ by: 'staff', phase: 'bundle', followUpQueued: true });
    expect(
      events()
        .filter((line) => line.event === 'publish requested')
        .at(-1),
    ).toMatchObject({ user: 'staff' });

    held.finishNext();
    await expect.poll(() => held.started.length).toBe(2);
    held.finishNext();
    await publisher.idle();
    expect(held.started).toHaveLength(2);
  });

  it('streams the running publish phase by phase and ends with its report; a visitor arriving later gets the report at once', async () => {
    const { call, held, publisher } = site();
    await call('PublishNow', tokens.staff);
    const answer = await call('Progress', tokens.staff, undefined, 'GET');
    expect(answer.headers.get('Content-Type')).toContain('text/event-stream');
    const streamed = eventsOf(answer);
    held.finishNext();
    await publisher.idle();
    const seen = await streamed;
    expect(seen[0]).toMatchObject({ event: 'progress' });
    expect(JSON.parse(seen[0]?.data ?? '')).toMatchObject({ phase: 'bundle', by: 'staff' });
    expect(seen.map((event) => event.event)).toContain('done');
    expect(JSON.parse(seen.at(-1)?.data ?? '')).toMatchObject({ by: 'staff', skus: { changed: ['AV-1'] } });
    const later = await eventsOf(await call('Progress', tokens.staff, undefined, 'GET'));
    expect(later.map((event) => event.event)).toEqual(['done']);
  });

  it('lists the records changed since the live build, and the kept builds with who made them', async () => {
    const { call, outDir } = site();
    const revision = await catalogRevision(api.ctx.db);
    switchTo(buildLayout(outDir), keptBuild(outDir, 'live', new Date('2026-11-28T10:00:00Z'), revision));
    const { rows } = await sql<{ sku: string }>`SELECT sku FROM products ORDER BY sku LIMIT 1`.execute(api.ctx.db);
    const sku = rows[0]?.sku ?? '';
    await sql`UPDATE products SET title = 'Waiting Extender' WHERE sku = ${sku}`.execute(api.ctx.db);
    const state = (await (await call('GetPublishing', tokens.staff)).json()) as Record<string, unknown>;
    expect(state.waiting).toEqual([{ kind: 'product', id: sku, title: 'Waiting Extender' }]);
    expect(state.builds).toEqual([
      expect.objectContaining({ build: '20261128T100000-000Z', live: true, revision, by: 'staff', pages: 1 }),
    ]);
  });

  it('answers a rollback at once, refuses a second meanwhile, and reports a build that fails its checks; the live build stays', async () => {
    const { call, outDir, held, publisher } = site();
    const layout = buildLayout(outDir);
    const [price] = await catalogPrices(api.ctx.db);
    const revision = await catalogRevision(api.ctx.db);
    const failing = keptBuild(outDir, `Dealer price: $${price?.toFixed(2)}`, new Date('2026-11-27T10:00:00Z'), '1');
    const live = keptBuild(outDir, 'live', new Date('2026-11-28T10:00:00Z'), revision);
    switchTo(layout, live);
    const build = failing.split('/').at(-1);
    const answer = await call('RollbackBuild', tokens.staff, { build });
    expect(answer.status).toBe(202);
    const progress = eventsOf(await call('Progress', tokens.staff, undefined, 'GET'));
    expect(await answer.json()).toEqual({ build });
    const second = await call('RollbackBuild', tokens.staff, { build });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toContain('roll back once it has finished');
    expect(await (await call('PublishNow', tokens.staff)).json()).toEqual({ build: 'queued' });
    await expect.poll(() => held.started.length).toBe(1);
    held.finishNext();
    await publisher.idle();

    const rollback = latestReports(layout.reportsDir, 2).find((report) => report.rollback);
    expect(rollback).toMatchObject({
      build,
      ok: false,
      by: 'staff',
      error: expect.stringContaining('fails its checks'),
    });
    expect(rollback?.problems.join('\n')).toMatch(/price \$\d/);
    expect(realpathSync(outDir)).toBe(live);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('live');
    expect(
      events()
        .filter((line) => line.event === 'rollback requested')
        .at(-1),
    ).toMatchObject({ user: 'staff' });
    expect((await call('RollbackBuild', tokens.staff, { build: '20200101T000000-000Z' })).status).toBe(404);
    // The progress stream named the rollback while it ran, then the publish that followed.
    const phases = (await progress)
      .filter((event) => event.event === 'progress')
      .map((event) => JSON.parse(event.data));
    expect(phases).toContainEqual(expect.objectContaining({ phase: 'rollback', by: 'staff' }));
  });

  it('hands the site the files of a build that passes its checks, read before the switch to it', async () => {
    const served: Array<{ dir: string; files: string[]; live: string }> = [];
    const { call, outDir, publisher } = site(({ dir, files }) =>
      served.push({ dir, files: [...files].sort(), live: realpathSync(outDir) }),
    );
    const revision = await catalogRevision(api.ctx.db);
    const earlier = keptBuild(outDir, 'earlier', new Date('2026-11-27T10:00:00Z'), revision);
    writeFileSync(join(earlier, 'sitemap-0.xml'), '<urlset><url><loc>https://example.com/</loc></url></urlset>');
    const live = keptBuild(outDir, 'live', new Date('2026-11-28T10:00:00Z'), revision);
    switchTo(buildLayout(outDir), live);
    expect((await call('RollbackBuild', tokens.staff, { build: earlier.split('/').at(-1) })).status).toBe(202);
    await publisher.idle();
    expect(realpathSync(outDir)).toBe(realpathSync(earlier));
    expect(served).toEqual([{ dir: realpathSync(earlier), files: ['/index.html', '/sitemap-0.xml'], live }]);
  });
});
