import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReport, latestReports, reportHeads, writeReport, type PublishReport } from './report.ts';

const report = (id: string): PublishReport => ({
  id,
  trigger: 'test',
  ok: true,
  startedAt: '',
  finishedAt: '',
  problems: [],
  skus: { added: [], removed: [], changed: [] },
  pages: { total: 0, rendered: 0, reused: 0, added: [], removed: [] },
  phasesMs: {},
});

describe('latestReports', () => {
  it('lists reports newest first, a later unchanged publish before the build it kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-'));
    try {
      for (const id of ['20261123T020840-079Z', '20261123T020332-101Z', '20261123T021012-322Z-unchanged'])
        writeReport(dir, report(id));
      expect(latestReports(dir, 2).map((r) => r.id)).toEqual([
        '20261123T021012-322Z-unchanged',
        '20261123T020840-079Z',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers a report rewritten since it was last read, as written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-'));
    try {
      const file = writeReport(dir, report('20261123T020332-101Z'));
      expect(latestReports(dir, 1)[0]?.ok).toBe(true);
      writeFileSync(
        file,
        JSON.stringify({ ...report('20261123T020332-101Z'), ok: false, problems: ['a price on /a'] }),
      );
      expect(latestReports(dir, 1)[0]).toMatchObject({ ok: false, problems: ['a price on /a'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('reportHeads', () => {
  it('answers who made each build and its page count, newest first, following a report rewritten or deleted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-heads-'));
    try {
      const cold = { ...report('20261123T020332-101Z'), build: 'b1', by: 'staff', revision: '7' };
      cold.pages = { ...cold.pages, total: 3, added: ['/', '/a', '/b'] };
      const file = writeReport(dir, cold);
      writeReport(dir, { ...report('20261123T020840-079Z'), build: 'b2' });
      expect(reportHeads(dir).map((head) => [head.build, head.pages])).toEqual([
        ['b2', { total: 0 }],
        ['b1', { total: 3 }],
      ]);
      expect(reportHeads(dir)[1]).toMatchObject({ by: 'staff', revision: '7', ok: true });
      writeFileSync(file, JSON.stringify({ ...cold, ok: false, revision: '8' }));
      expect(reportHeads(dir)[1]).toMatchObject({ ok: false, revision: '8' });
      writeReport(dir, { ...report('20261123T021012-322Z'), build: 'b3' }, 2);
      expect(reportHeads(dir).map((head) => head.build)).toEqual(['b3', 'b2']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('describeReport', () => {
  it('lists what the build left out without failing, a note a line', () => {
    const lines = describeReport({
      ...report('20261128T162213-545Z'),
      notes: ['finder left out AV-DP-FO-4K: no distance in its specs'],
    });
    expect(lines).toContain('note: finder left out AV-DP-FO-4K: no distance in its specs');
  });
});
