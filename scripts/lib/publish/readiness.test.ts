import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppEnv } from '../../../server/context.ts';
import type { Db } from '../../../server/db/index.ts';
import { readinessRoutes, SiteReadiness } from '../../../server/site/readiness.ts';
import { StaticSite } from '../../../server/site/serve.ts';
import { openTestDatabase } from '../../../server/test/harness.ts';
import type { PublishOptions } from './publish.ts';
import { Publisher } from './publisher.ts';
import { reportingReadiness } from './readiness.ts';
import type { PublishReport } from './report.ts';

const pullFailure = 'Catalogue pull failed: GetAllProducts answered 500';
const failedReport: PublishReport = {
  id: '2026-01-01T00-00-00Z',
  trigger: 'start',
  ok: false,
  startedAt: '2026-01-01T00:00:00Z',
  finishedAt: '2026-01-01T00:00:09Z',
  error: pullFailure,
  problems: [],
  skus: { added: [], removed: [], changed: [] },
  pages: { total: 0, rendered: 0, reused: 0, added: [], removed: [] },
  phasesMs: {},
};

/** A site folder holding a build whose home page says `text`. */
function writeBuild(outDir: string, text: string) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), `<!doctype html><title>Home</title><p>${text}</p>`);
}

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.destroy());

/** The storefront as `npm start` runs it, with an earlier build served and `publish` in place of the real one. */
function storefront(publish: (options: PublishOptions) => Promise<PublishReport>) {
  const outDir = join(mkdtempSync(join(tmpdir(), 'readiness-')), 'dist');
  writeBuild(outDir, 'Yesterday’s home page');
  const site = new StaticSite(outDir);
  const readiness = new SiteReadiness(site);
  const app = new Hono<AppEnv>().route('/api/ready', readinessRoutes(readiness)).use('*', site.handler());
  const publisher = new Publisher({
    outDir,
    db,
    prices: async () => [],
    publish: reportingReadiness(readiness, publish),
  });
  const ready = async () => {
    const answer = await app.request('/api/ready');
    return { status: answer.status, body: (await answer.json()) as { ok: boolean; reason?: string } };
  };
  return { app, publisher, ready };
}

describe('GET /api/ready, the storefront’s readiness', () => {
  it('is not ready when the start-up publish fails, though the earlier build still answers pages', async () => {
    const { app, publisher, ready } = storefront(async () => failedReport);
    publisher.request('start');
    await publisher.idle();

    expect(await (await app.request('/')).text()).toContain('Yesterday’s home page');
    expect(await ready()).toEqual({
      status: 503,
      body: { ok: false, reason: `the site was not published: ${pullFailure}` },
    });
  });

  it('is not ready when the publish stops with an error, and names it', async () => {
    const { publisher, ready } = storefront(() => Promise.reject(new Error('spawn astro ENOENT')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    publisher.request('start');
    await publisher.idle();
    logged.mockRestore();

    expect(await ready()).toEqual({
      status: 503,
      body: { ok: false, reason: 'the site was not published: spawn astro ENOENT' },
    });
  });

  it('is ready as soon as the publish switches its build in, before it deletes the oldest builds', async () => {
    let pruned = () => {};
    const { app, publisher, ready } = storefront(
      (options) =>
        new Promise((resolve) => {
          writeBuild(options.outDir, 'Today’s home page');
          options.onLive?.();
          pruned = () => resolve({ ...failedReport, ok: true, error: undefined });
        }),
    );
    publisher.request('start');
    await vi.waitFor(async () => expect(await ready()).toEqual({ status: 200, body: { ok: true } }));
    expect(await (await app.request('/')).text()).toContain('Today’s home page');
    pruned();
    await publisher.idle();
    expect(await ready()).toEqual({ status: 200, body: { ok: true } });
  });

  it('is not ready while the start-up publish runs, and ready once the site serves its build', async () => {
    let finish = () => {};
    const { app, publisher, ready } = storefront(
      (options) =>
        new Promise((resolve) => {
          finish = () => {
            writeBuild(options.outDir, 'Today’s home page');
            resolve({ ...failedReport, ok: true, error: undefined });
          };
        }),
    );
    publisher.request('start');
    expect(await ready()).toEqual({ status: 503, body: { ok: false, reason: 'the site is being published' } });

    finish();
    await publisher.idle();
    expect(await ready()).toEqual({ status: 200, body: { ok: true } });
    expect(await (await app.request('/')).text()).toContain('Today’s home page');
  });
});
