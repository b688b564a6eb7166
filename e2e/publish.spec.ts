import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from '../server/db/index.ts';
import { ownServerPort } from './support/env.ts';
import {
  buildChildrenOf,
  collect,
  editCatalogue,
  firstListedProduct,
  keptBuilds,
  latestPhases,
  readCatalogue,
  reportCount,
  runScript,
  startPublishingSite,
  type PublishingSite,
} from './support/publishing.ts';

/**
 * The content editor's publishing: a storefront with its own database and builds, changed in the
 * database as the editor's tools change it, then published by command, by hook and at start.
 */
test.describe.configure({ mode: 'serial' });

const port = ownServerPort.publishing;
let site: PublishingSite;
let sku = '';
let title = '';

const itemHtml = async (path = `/item/${sku}`) => (await fetch(`${site.url}${path}`)).text();
const setTitle = (value: string) =>
  editCatalogue(site.dataDir, sql`UPDATE products SET title = ${value} WHERE sku = ${sku}`);
// A title longer than any answer's text may be: the record no longer fits the contract.
const breakTitle = () =>
  editCatalogue(site.dataDir, sql`UPDATE products SET title = repeat('x', 1000001) WHERE sku = ${sku}`);
const hook = (method: 'GET' | 'POST', secret = site.secret) =>
  fetch(`${site.url}/hooks/rebuild`, { method, headers: { Authorization: `Bearer ${secret}` } });
const hookStatus = async () =>
  (await (await hook('GET')).json()) as {
    building: boolean;
    followUpQueued: boolean;
    progress?: { phase: string; pagesRendered: number };
  };
/** Whether a publish runs or waits to, as the hook tells. */
const publishing = (status: Awaited<ReturnType<typeof hookStatus>>) => status.building || status.followUpQueued;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startPublishingSite(port, true);
  ({ sku, title } = await firstListedProduct(site.dataDir));
});
test.afterAll(() => site?.stop());

test('a changed title is live after npm run publish, and the previous build stays for rollback', async () => {
  test.setTimeout(300_000);
  expect(await itemHtml()).toContain(title);
  const buildsBefore = keptBuilds(site.outDir);
  const liveBefore = realpathSync(site.outDir);
  await setTitle('Renamed Extender Pro');
  // Started the way an editor's shell starts it (the shell's `_` names the program), unlike the
  // build at start: how a publish is started must not change which pages it may reuse.
  const publish = await runScript(site, 'publish', { _: '/usr/bin/npm' });
  expect(publish.code, publish.output).toBe(0);
  expect(publish.output).toContain(`skus changed 1: ${sku}`);
  // The switch is a security event of the structured log (JSON when not written to a terminal).
  expect(publish.output).toMatch(/"event":"publish switched"/);
  await expect.poll(() => itemHtml()).toContain('Renamed Extender Pro');
  expect(keptBuilds(site.outDir)).toEqual(expect.arrayContaining(buildsBefore));
  expect(keptBuilds(site.outDir)).toHaveLength(buildsBefore.length + 1);

  const reports = readdirSync(join(`${site.outDir}.builds`, 'reports')).sort();
  const report = JSON.parse(readFileSync(join(`${site.outDir}.builds`, 'reports', reports.at(-1) ?? ''), 'utf8')) as {
    ok: boolean;
    skus: { changed: string[] };
    pages: { rendered: number; reused: number };
  };
  expect(report.ok).toBe(true);
  expect(report.skus.changed).toEqual([sku]);
  // Only the pages showing that product are rendered again; the rest are reused.
  expect(report.pages.reused).toBeGreaterThan(report.pages.rendered);
  // The publish wrote only pages it rendered, and of those only the ones whose bytes changed: every
  // other page of the new build is the previous build's own file (a link, not a copy), compressed
  // copies included.
  const live = realpathSync(site.outDir);
  const manifest = JSON.parse(readFileSync(`${live}.manifest.json`, 'utf8')) as { rendered: string[] };
  const renderedPages = manifest.rendered.filter((path) => path.endsWith('.html')).map((path) => path.slice(1));
  expect(renderedPages).toContain(`item/${sku}.html`);
  const sameFile = (file: string) =>
    existsSync(join(liveBefore, file)) && statSync(join(liveBefore, file)).ino === statSync(join(live, file)).ino;
  const pages = readdirSync(live, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const written = pages.filter((file) => !sameFile(file));
  expect(written).toContain(`item/${sku}.html`);
  expect(renderedPages).toEqual(expect.arrayContaining(written));
  expect(written.length).toBeLessThan(pages.length / 4);
  const [other] = await readCatalogue(
    site.dataDir,
    sql<{ sku: string }>`
      SELECT sku FROM products WHERE subcategory_id IS NOT NULL AND sku LIKE 'AV-%' AND sku <> ${sku} ORDER BY sku LIMIT 1`,
  );
  expect(sameFile(`item/${other?.sku}.html`)).toBe(true);
  expect(sameFile(`item/${other?.sku}.html.br`)).toBe(true);

  const rollback = await runScript(site, 'rollback');
  expect(rollback.code, rollback.output).toBe(0);
  // The kept build is as it was published: nothing of the newer build was written into it.
  const rolledBack = async () => {
    const html = await itemHtml();
    return html.includes(title) && !html.includes('Renamed Extender Pro');
  };
  await expect.poll(rolledBack).toBe(true);
  expect(readFileSync(join(liveBefore, 'item', `${sku}.html`), 'utf8')).not.toContain('Renamed Extender Pro');
  await setTitle(title);
  expect((await runScript(site, 'publish')).code).toBe(0);
});

/** The newest change report of the site. */
function lastReport(): { ok: boolean; error?: string; problems: string[]; pages: { total: number; rendered: number } } {
  const dir = join(`${site.outDir}.builds`, 'reports');
  const newest =
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .at(-1) ?? '';
  return JSON.parse(readFileSync(join(dir, newest), 'utf8'));
}

const pageHtml = async (path: string) => (await fetch(`${site.url}${path}`)).text();

/** Every kind of record a page shows: an edit to it goes live, rendering only the pages that show it. */
const kinds = [
  {
    kind: 'FAQ answer',
    edit: () =>
      editCatalogue(
        site.dataDir,
        sql`UPDATE product_faqs SET answer = ${'<p>Edited answer qq1</p>'} WHERE id = (SELECT min(id) FROM product_faqs)`,
      ),
    path: async () => {
      const [faq] = await readCatalogue(
        site.dataDir,
        sql<{ sku: string }>`SELECT sku FROM product_faqs ORDER BY id LIMIT 1`,
      );
      return `/item/${faq?.sku}`;
    },
    text: 'Edited answer qq1',
  },
  {
    kind: 'solution text',
    edit: () =>
      editCatalogue(
        site.dataDir,
        sql`UPDATE solutions SET apptext = ${'<p>Edited classroom qq2</p>'} WHERE key = 'classroom'`,
      ),
    path: async () => '/applications/classroom',
    text: 'Edited classroom qq2',
  },
  {
    kind: 'blog post title',
    edit: () =>
      editCatalogue(
        site.dataDir,
        sql`UPDATE blogs SET title = ${'Edited post qq3'} WHERE pkblogid = (SELECT max(pkblogid) FROM blogs)`,
      ),
    path: async () => '/blog',
    text: 'Edited post qq3',
  },
  {
    kind: 'news title',
    edit: () =>
      editCatalogue(
        site.dataDir,
        sql`UPDATE news SET title = ${'Edited news qq4'} WHERE id = (SELECT max(id) FROM news)`,
      ),
    path: async () => '/media',
    text: 'Edited news qq4',
  },
  {
    kind: 'partner name',
    edit: () =>
      editCatalogue(
        site.dataDir,
        sql`UPDATE partners SET name = ${'Edited Partner qq5'} WHERE id = (SELECT min(id) FROM partners)`,
      ),
    path: async () => '/partners',
    text: 'Edited Partner qq5',
  },
];

for (const { kind, edit, path, text } of kinds) {
  test(`an edited ${kind} is live after npm run publish, and only the pages showing it are rendered`, async () => {
    test.setTimeout(300_000);
    expect(await pageHtml(await path())).not.toContain(text);
    await edit();
    const publish = await runScript(site, 'publish');
    expect(publish.code, publish.output).toBe(0);
    await expect.poll(async () => pageHtml(await path())).toContain(text);
    const report = lastReport();
    expect(report.ok).toBe(true);
    expect(report.pages.rendered).toBeLessThan(report.pages.total / 4);
  });
}

test('an empty product title is refused before anything is built, naming the sku and the field', async () => {
  test.setTimeout(300_000);
  const buildsBefore = keptBuilds(site.outDir);
  await setTitle('   ');
  try {
    const publish = await runScript(site, 'publish');
    expect(publish.code).toBe(1);
    expect(publish.output).toContain(`GetItemDetails sku ${sku}: title is empty`);
    expect(publish.output).toContain('publish failed, the live site is unchanged');
    expect(await itemHtml()).toContain('<h1');
    expect(await itemHtml()).not.toMatch(/<h1[^>]*>\s*<\/h1>/);
    expect(keptBuilds(site.outDir)).toEqual(buildsBefore);
  } finally {
    await setTitle(title);
  }
});

test('a dealer price written into a product description, in a title attribute, is refused', async () => {
  test.setTimeout(300_000);
  const [price] = await readCatalogue(
    site.dataDir,
    sql<{ dealer: number }>`SELECT dealer FROM stocks WHERE sku = ${sku}`,
  );
  const spelled = `${Number(price?.dealer).toLocaleString('en-US', { minimumFractionDigits: 2 })}USD`;
  const [before] = await readCatalogue(
    site.dataDir,
    sql<{ description: string }>`SELECT description FROM products WHERE sku = ${sku}`,
  );
  const buildsBefore = keptBuilds(site.outDir);
  await editCatalogue(
    site.dataDir,
    sql`UPDATE products SET description = ${`<p><abbr title="Dealer ${spelled}">Ask us</abbr></p>`} WHERE sku = ${sku}`,
  );
  try {
    const publish = await runScript(site, 'publish');
    expect(publish.code).toBe(1);
    expect(publish.output).toContain(`check: price ${spelled}`);
    expect(await itemHtml()).not.toContain(spelled);
    expect(keptBuilds(site.outDir)).toEqual(buildsBefore);
  } finally {
    await editCatalogue(
      site.dataDir,
      sql`UPDATE products SET description = ${before?.description ?? ''} WHERE sku = ${sku}`,
    );
  }
});

test('a publish killed mid-way leaves a folder the next publish removes', async () => {
  test.setTimeout(300_000);
  await setTitle('Interrupted Extender');
  const buildsBefore = keptBuilds(site.outDir);
  const killed = spawn(process.execPath, ['scripts/publish.ts'], {
    env: { ...process.env, DATA_DIR: site.dataDir, OUT_DIR: site.outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const printed = collect(killed);
  const started = () => keptBuilds(site.outDir).filter((name) => !buildsBefore.includes(name));
  await expect
    .poll(started, { timeout: 120_000 })
    .toHaveLength(1)
    .catch((error: unknown) => {
      throw new Error(`The publish started no build; it printed:\n${printed()}`, { cause: error });
    });
  const [abandoned = ''] = started();
  // The publish and the build it started, as a power cut or `kill -9` would stop them.
  process.kill(-(killed.pid ?? 0), 'SIGKILL');
  await new Promise((resolve) => killed.once('exit', resolve));
  expect(existsSync(join(`${site.outDir}.builds`, abandoned))).toBe(true);

  const publish = await runScript(site, 'publish');
  expect(publish.code, publish.output).toBe(0);
  expect(existsSync(join(`${site.outDir}.builds`, abandoned))).toBe(false);
  await expect.poll(() => itemHtml()).toContain('Interrupted Extender');
  await setTitle(title);
});

/** The pages under `dir` whose text holds `text`. */
const pagesHolding = (dir: string, text: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
        (name) => name.endsWith('.html') && readFileSync(join(dir, name), 'utf8').includes(text),
      )
    : [];

test('pages a killed publish rendered into the page cache are never served by a later publish', async () => {
  test.setTimeout(600_000);
  const [solution] = await readCatalogue(
    site.dataDir,
    sql<{ appname: string }>`SELECT appname FROM solutions WHERE key = 'classroom'`,
  );
  const setName = (name: string) =>
    editCatalogue(site.dataDir, sql`UPDATE solutions SET appname = ${name} WHERE key = 'classroom'`);
  // Every page's menu names the solutions: the killed publish renders every page again.
  await setName('Killed Classroom qq8');
  const killed = spawn(process.execPath, ['scripts/publish.ts'], {
    env: { ...process.env, DATA_DIR: site.dataDir, OUT_DIR: site.outDir },
    stdio: 'ignore',
    detached: true,
  });
  const cached = join(`${site.outDir}.builds`, 'cache', 'dist');
  // Killed once its build has rendered pages into Astro's cache, long before it could finish.
  await expect.poll(() => pagesHolding(cached, 'Killed Classroom qq8').length, { timeout: 240_000 }).toBeGreaterThan(0);
  // It compresses the pages it renders too, for its check to take (scripts/lib/build/page-copies.ts).
  const copies = join(`${site.outDir}.builds`, 'copies');
  await expect.poll(() => readdirSync(copies).length).toBeGreaterThan(0);
  process.kill(-(killed.pid ?? 0), 'SIGKILL');
  await new Promise((resolve) => killed.once('exit', resolve));
  const leftInCache = pagesHolding(cached, 'Killed Classroom qq8');
  expect(leftInCache.length).toBeGreaterThan(0);

  // Back as the live build shows it: every page key equals the live build's again.
  await setName(solution?.appname ?? '');
  const publish = await runScript(site, 'publish');
  expect(publish.code, publish.output).toBe(0);
  expect(pagesHolding(realpathSync(site.outDir), 'Killed Classroom qq8')).toEqual([]);
  const [page = ''] = leftInCache;
  expect(await pageHtml(`/${page.replace(/(?:index)?\.html$/, '')}`)).toContain(solution?.appname);
  // Its copies are gone, and the page served compressed is the page served.
  expect(existsSync(copies)).toBe(false);
  const served = join(realpathSync(site.outDir), page);
  expect(brotliDecompressSync(readFileSync(`${served}.br`))).toEqual(readFileSync(served));
});

test('rollback refuses a kept build that fails the checks, and the live site stays', async () => {
  test.setTimeout(300_000);
  const live = realpathSync(site.outDir);
  const kept = keptBuilds(site.outDir).sort();
  const previous = join(`${site.outDir}.builds`, kept[kept.indexOf(live.split('/').at(-1) ?? '') - 1] ?? '');
  const [price] = await readCatalogue(
    site.dataDir,
    sql<{ dealer: number }>`SELECT dealer FROM stocks WHERE sku = ${sku}`,
  );
  const home = join(previous, 'index.html');
  const original = readFileSync(home, 'utf8');
  // A file of its own in that build (the one it had may be linked from other builds too).
  rmSync(home);
  writeFileSync(home, original.replace('</main>', `<p>Dealer price: $${Number(price?.dealer).toFixed(2)}</p></main>`));
  try {
    const rollback = await runScript(site, 'rollback');
    expect(rollback.code).toBe(1);
    expect(rollback.output).toContain('fails its checks');
    expect(rollback.output).toMatch(/price \$\d/);
    expect(realpathSync(site.outDir)).toBe(live);
  } finally {
    rmSync(home);
    writeFileSync(home, original);
  }
});

test('a product taken off the catalogue is gone after npm run publish, and the previous build keeps it', async () => {
  test.setTimeout(300_000);
  const [row] = await readCatalogue(
    site.dataDir,
    sql<{ sku: string; title: string; subcategory_id: number }>`
      SELECT sku, title, subcategory_id FROM products
       WHERE subcategory_id IS NOT NULL AND sku LIKE 'AV-%' AND sku <> ${sku} ORDER BY sku LIMIT 1`,
  );
  const gone = row?.sku ?? '';
  const page = join('item', `${gone}.html`);
  expect(await itemHtml(`/item/${gone}`)).toContain(row?.title);
  const liveBefore = realpathSync(site.outDir);
  // No category: the product stays in the database but has no page on the site.
  await editCatalogue(site.dataDir, sql`UPDATE products SET subcategory_id = NULL WHERE sku = ${gone}`);
  try {
    const publish = await runScript(site, 'publish');
    expect(publish.code, publish.output).toBe(0);
    expect(publish.output).toMatch(/pages removed [1-9]/);
    expect(realpathSync(site.outDir)).not.toBe(liveBefore);
    expect(existsSync(join(site.outDir, page))).toBe(false);
    await expect.poll(() => itemHtml(`/item/${gone}`)).not.toContain(row?.title);
    expect(readFileSync(join(liveBefore, page), 'utf8')).toContain(row?.title);
  } finally {
    await editCatalogue(
      site.dataDir,
      sql`UPDATE products SET subcategory_id = ${row?.subcategory_id ?? null} WHERE sku = ${gone}`,
    );
  }
  expect((await runScript(site, 'publish')).code).toBe(0);
  await expect.poll(() => itemHtml(`/item/${gone}`)).toContain(row?.title);
});

test('an invalid record fails the publish naming call and field, and changes nothing served', async () => {
  test.setTimeout(300_000);
  const buildsBefore = keptBuilds(site.outDir);
  await breakTitle();
  try {
    const publish = await runScript(site, 'publish');
    expect(publish.code).toBe(1);
    // The first call whose answer carries the title names it: call, HTTP status, field and reason.
    expect(publish.output).toMatch(/Catalogue pull failed: \w+.*\(HTTP 500\).*\n\s+- [\w.]*title: Too long/);
    expect(publish.output).toContain('publish failed, the live site is unchanged');
    const live = await fetch(`${site.url}/item/${sku}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(title);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    expect((await fetch(`${site.url}/api/Home/GetAllProducts`)).status).toBe(200);
    expect(keptBuilds(site.outDir)).toEqual(buildsBefore);
  } finally {
    await setTitle(title);
  }
});

test('a build child waits for the next publish; killed while it waits, it is replaced and the publish goes live', async () => {
  test.setTimeout(300_000);
  // Started ahead of the publish, Node and Astro loaded: the publish does not wait for them.
  await expect.poll(() => buildChildrenOf(site.pid), { timeout: 60_000 }).toHaveLength(1);
  const [waiting = 0] = buildChildrenOf(site.pid);
  process.kill(waiting, 'SIGKILL');
  await expect.poll(() => buildChildrenOf(site.pid)).toEqual([]);
  await setTitle('Rewarmed Extender');
  expect(((await (await hook('POST')).json()) as { build: string }).build).toBe('started');
  await expect.poll(() => itemHtml(), { timeout: 240_000 }).toContain('Rewarmed Extender');
  // Once that publish is over, a new child waits for the next one.
  await expect
    .poll(
      () => {
        const now = buildChildrenOf(site.pid);
        return now.length === 1 && now[0] !== waiting;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  await setTitle(title);
});

test('the waiting build child bundles the code before the click, and one whose folder another publish used is replaced', async () => {
  test.setTimeout(400_000);
  const hookPublish = async (value: string) => {
    const before = reportCount(site.outDir);
    await setTitle(value);
    expect(((await (await hook('POST')).json()) as { build: string }).build).toBe('started');
    await expect.poll(() => itemHtml(), { timeout: 240_000 }).toContain(value);
    await expect.poll(() => reportCount(site.outDir), { timeout: 60_000 }).toBe(before + 1);
    return latestPhases(site.outDir);
  };
  // The child readied after the last publish bundled the code then: this publish only pulls and renders.
  const phases = await hookPublish('Prebundled Extender');
  expect(phases).toEqual(expect.arrayContaining(['pull', 'render']));
  expect(phases).not.toContain('bundle');
  // A publish from the command line readies the same working folder meanwhile and fails, so the
  // live build stays: the child waiting in the storefront is not trusted with the folder any more,
  // and the next publish bundles afresh, with every script its pages name in place.
  await expect.poll(() => buildChildrenOf(site.pid), { timeout: 60_000 }).toHaveLength(1);
  await breakTitle();
  expect((await runScript(site, 'publish')).code).toBe(1);
  expect(await hookPublish('Rebundled Extender')).toContain('bundle');
  const scripts = [...(await itemHtml()).matchAll(/src="(\/_astro\/[^"]+\.js)"/g)].map(([, path]) => path);
  expect(scripts).not.toEqual([]);
  for (const path of scripts) expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
  await setTitle(title);
});

test('hook calls during a build coalesce into exactly one more build; a wrong secret answers 401', async () => {
  test.setTimeout(300_000);
  expect((await hook('POST', 'not-the-secret')).status).toBe(401);
  expect((await hook('GET', 'not-the-secret')).status).toBe(401);
  const before = reportCount(site.outDir);
  await setTitle('Hooked Extender');
  const first = ((await (await hook('POST')).json()) as { build: string }).build;
  const answers = await Promise.all(
    Array.from({ length: 50 }, async () => ((await (await hook('POST')).json()) as { build: string }).build),
  );
  expect(first).toBe('started');
  expect(answers.filter((answer) => answer === 'queued')).toHaveLength(1);
  expect(answers.filter((answer) => answer === 'coalesced')).toHaveLength(49);

  const phases = new Set<string>();
  await expect
    .poll(
      async () => {
        const status = await hookStatus();
        if (status.progress) phases.add(status.progress.phase);
        return publishing(status);
      },
      { timeout: 240_000, intervals: [200] },
    )
    .toBe(false);
  expect(phases.size).toBeGreaterThan(0);
  expect(reportCount(site.outDir)).toBe(before + 2);
  const status = (await (await hook('GET')).json()) as { reports: Array<{ trigger: string; ok: boolean }> };
  expect(status.reports.slice(0, 2)).toEqual([
    expect.objectContaining({ trigger: 'hook', ok: true }),
    expect.objectContaining({ trigger: 'hook', ok: true }),
  ]);
  expect(await itemHtml()).toContain('Hooked Extender');
  await setTitle(title);
});

test('npm start with an invalid catalogue keeps serving the last good build and the API', async () => {
  test.setTimeout(300_000);
  await site.stop();
  await breakTitle();
  try {
    site = await startPublishingSite(port, false);
    expect(site.output()).toContain('publish failed, the live site is unchanged');
    // The old pages answer, but the storefront does not call itself ready with them.
    const ready = await fetch(`${site.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      ok: false,
      reason: expect.stringContaining('the site was not published: '),
    });
    const live = await fetch(`${site.url}/item/${sku}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Hooked Extender');
    expect((await fetch(`${site.url}/api/Home/GetAllProducts`)).status).toBe(200);
  } finally {
    await setTitle(title);
  }
});

test('npm start stopped while it readies the next build gives the build lock back', async () => {
  test.setTimeout(300_000);
  const lockHolders = async () => (await readCatalogue(site.dataDir, sql`SELECT token FROM publish_lock`)).length;
  // A child is readied after each publish while none waits, holding the build lock as it bundles.
  await expect.poll(() => buildChildrenOf(site.pid), { timeout: 60_000 }).toHaveLength(1);
  for (const child of buildChildrenOf(site.pid)) process.kill(child, 'SIGKILL');
  await expect.poll(() => buildChildrenOf(site.pid)).toEqual([]);
  expect(((await (await hook('POST')).json()) as { build: string }).build).toBe('started');
  await expect.poll(async () => publishing(await hookStatus()), { timeout: 240_000 }).toBe(false);
  // The publish is over: the lock is now the readying's.
  await expect.poll(lockHolders).toBe(1);
  await expect.poll(() => buildChildrenOf(site.pid)).toHaveLength(1);
  await site.stop();
  // Otherwise the next publish, from any process, would wait for the lock to go stale.
  expect(await lockHolders()).toBe(0);
});
