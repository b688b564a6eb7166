import type { PublishReportView } from '../../api/staff-publishing.ts';
import { progressText, recordPath, reportProblems, rollbackMessage, runName, whoDid } from './publishing.ts';

const report = (id: string, fields: Partial<PublishReportView>): PublishReportView => ({
  id,
  trigger: 'staff',
  ok: true,
  startedAt: '2026-11-28T10:00:00Z',
  finishedAt: '2026-11-28T10:00:05Z',
  problems: [],
  skus: { added: [], removed: [], changed: [] },
  pages: { total: 1, rendered: 0, reused: 1 },
  ...fields,
});

describe('publishing page rules', () => {
  it('names each refused record with its field, from the pull failure and the checks alike', () => {
    const problems = reportProblems({
      error:
        'Catalogue pull failed: invalid records, nothing was built\n  - GetItemDetails sku AV-HD-1: title is empty\n  - GetBlogDetail id 7: body is empty after cleaning',
      problems: ['index.html: price $212.00'],
    });
    expect(problems).toEqual([
      'Catalogue pull failed: invalid records, nothing was built',
      { kind: 'product', id: 'AV-HD-1', field: 'title', text: 'GetItemDetails sku AV-HD-1: title is empty' },
      { kind: 'blog', id: '7', field: 'body', text: 'GetBlogDetail id 7: body is empty after cleaning' },
      'index.html: price $212.00',
    ]);
  });

  it('links each kind of record to its page', () => {
    expect(recordPath('product', 'AV-HD/1')).toBe('/item/AV-HD%2F1');
    expect(recordPath('news', '4')).toBe('/media/article/4');
    expect(recordPath('partner', '2')).toBe('/partners');
    expect(recordPath('blog', '3', 'Hello World')).toMatch(/^\/blog\/3\/hello-world/);
  });

  it('says the phase in words, with the pages once they are counted', () => {
    expect(progressText({ phase: 'bundle', pagesRendered: 0, pagesTotal: 0 })).toBe('Bundling the site’s code…');
    expect(progressText({ phase: 'render', pagesRendered: 40, pagesTotal: 120 })).toBe(
      'Rendering pages: 40 of 120 pages',
    );
  });

  it('names a running rollback as such, without pages', () => {
    const run = { phase: 'rollback', pagesRendered: 0, pagesTotal: 0 };
    expect(`${runName(run)}: ${progressText(run)}`).toBe(
      'Rolling back: Checking the earlier build against today’s prices, then serving it…',
    );
    expect(runName({ phase: 'render' })).toBe('Publishing');
  });

  it('tells a rollback’s outcome from the first report newer than the one seen when it was asked for', () => {
    const asked = { build: 'B2', before: 'r1' };
    const earlier = report('r1', { rollback: true, build: 'B2' });
    const running = {
      phase: 'rollback',
      trigger: 'staff',
      startedAt: '',
      pagesRendered: 0,
      pagesTotal: 0,
      followUpQueued: false,
    };
    expect(rollbackMessage({ running, reports: [earlier] }, asked)).toBeUndefined();
    const served = report('r2', { rollback: true, build: 'B2' });
    const publish = report('r3', { build: 'B3' });
    expect(rollbackMessage({ running: null, reports: [publish, served, earlier] }, asked)).toBe(
      'Rolled back: build B2 is live.',
    );
    // A publish asked for meanwhile runs after it: the rollback's outcome is told at once.
    expect(rollbackMessage({ running, reports: [served, earlier] }, asked)).toBe('Rolled back: build B2 is live.');
    const refused = report('r2', {
      rollback: true,
      build: 'B2',
      ok: false,
      error: 'B2 fails its checks; the live site is unchanged',
      problems: ['index.html: price $212.00'],
    });
    expect(rollbackMessage({ running: null, reports: [refused, earlier] }, asked)).toBe(
      'Roll back to B2 refused: the live site is unchanged\nindex.html: price $212.00',
    );
    expect(rollbackMessage({ running: null, reports: [earlier] }, asked)).toBe(
      'The rollback to B2 stopped before it could report: the live build is as listed below.',
    );
  });

  it('names who did a build: the staff user, else the automation', () => {
    expect(whoDid({ by: 'staff', trigger: 'staff' })).toBe('staff');
    expect(whoDid({ trigger: 'hook' })).toBe('the rebuild hook');
  });
});
