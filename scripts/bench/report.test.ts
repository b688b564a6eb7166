import { earlierSections, renderReport, verdict, type Machine } from './report.ts';

const machine: Machine = {
  cpu: 'AMD EPYC',
  cores: 2,
  ramBytes: 24 * 1024 ** 3,
  node: 'v24.21.0',
  os: 'linux 6.1',
  browser: 'Chromium 156.0.8078.79',
  loadAverage: { start: 0.5, end: 2.25 },
  speedProbeMs: { start: 181.6, end: 240.2 },
};

describe('renderReport', () => {
  const report = renderReport(machine, new Date('2026-01-02T03:04:05Z'), 'npm run bench', [
    { title: 'Bytes per template', head: ['Template', 'JS'], rows: [['item', '4.1 KB']], notes: ['Budget 15 KB.'] },
  ]);

  it('starts with the machine and the date', () => {
    expect(report).toContain('- Date: 2026-01-02T03:04:05.000Z');
    expect(report).toContain('- CPU: AMD EPYC, 2 cores');
    expect(report).toContain('- RAM: 24.0 GiB');
    expect(report).toContain('- Node: v24.21.0; OS: linux 6.1');
    expect(report).toContain('- Load average (1 min): 0.50 at the start, 2.25 at the end');
    expect(report).toMatch(/- Speed probe \(.*lower is faster\): 182 ms at the start, 240 ms at the end/);
  });

  it('writes each part as a table with its notes', () => {
    expect(report).toContain(
      '## Bytes per template\n\n| Template | JS |\n| --- | --- |\n| item | 4.1 KB |\n\n- Budget 15 KB.\n',
    );
  });

  it('keeps pipes inside cells from breaking the table', () => {
    const piped = renderReport(machine, new Date(0), 'x', [{ title: 'T', head: ['a'], rows: [['x | y']], notes: [] }]);
    expect(piped).toContain('| x \\| y |');
  });
});

describe('verdict', () => {
  it('makes a missed budget stand out', () => {
    expect(verdict(true)).toBe('met');
    expect(verdict(false)).toBe('**NOT MET**');
  });
});

describe('earlierSections', () => {
  it('keeps the sections a run did not measure and drops those it measured again', () => {
    const earlier = renderReport(machine, new Date(0), 'x', [
      { title: 'Search', head: ['p95'], rows: [['18 ms']], notes: [] },
      { title: 'Build', head: ['pages/s'], rows: [['221']], notes: [] },
    ]);
    const build = { title: 'Build', head: ['pages/s'], rows: [['700']], notes: [] };
    const kept = earlierSections(earlier, [build]);
    expect(kept).toEqual(['## Search\n\n| p95 |\n| --- |\n| 18 ms |']);
    const next = renderReport(machine, new Date(0), 'y', [build], kept);
    expect(next).toContain('| 700 |');
    expect(next).not.toContain('| 221 |');
    expect(next).toContain('| 18 ms |');
  });

  it('drops the sections of parts that failed and the notice of an earlier partial run', () => {
    const earlier = renderReport(
      machine,
      new Date(0),
      'x',
      [{ title: 'bytes: failed', head: ['error'], rows: [['boom']], notes: [] }],
      ['## Search\n\n| p95 |\n| --- |\n| 18 ms |'],
    );
    expect(earlierSections(earlier, [])).toEqual(['## Search\n\n| p95 |\n| --- |\n| 18 ms |']);
  });
});
