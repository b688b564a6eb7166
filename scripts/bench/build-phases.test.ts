import { pagesBuilt, phasesOf, plain, type PhaseMarker, type TimedLine } from './build-phases.ts';

const astroOutput: TimedLine[] = [
  { atMs: 300, text: '00:01:02 [content] Syncing content' },
  { atMs: 9300, text: '00:01:11 [content] Synced content' },
  { atMs: 9400, text: '00:01:11 [build] Building static entrypoints...' },
  { atMs: 13900, text: '00:01:16 [build] ✓ Completed in 4.5s.' },
  { atMs: 14000, text: ' generating static routes ' },
  { atMs: 14010, text: '  ├─ /item/HD-1/index.html (+2ms)' },
  { atMs: 34000, text: '✓ Completed in 20.00s.' },
  { atMs: 35500, text: '00:01:37 [build] 20012 page(s) built in 35.50s' },
];

const markers: PhaseMarker[] = [
  { phase: 'pull', start: /Syncing content/, end: /Synced content/ },
  { phase: 'render', start: /generating static routes/, end: /Completed in/ },
  { phase: 'post-process', after: /generating static routes/, start: /Completed in/, end: /page\(s\) built/ },
  { phase: 'images', start: /generating optimized images/, end: /Completed in/ },
];

describe('phasesOf', () => {
  it('measures each phase from its start line to the next end line', () => {
    expect(phasesOf(astroOutput, markers)).toEqual([
      { phase: 'pull', ms: 9000 },
      { phase: 'render', ms: 20000 },
      { phase: 'post-process', ms: 1500 },
    ]);
  });
});

describe('pagesBuilt', () => {
  it('reads the page count of the build summary', () => {
    expect(pagesBuilt(astroOutput)).toBe(20012);
    expect(pagesBuilt(astroOutput.slice(0, 3))).toBeUndefined();
  });
});

describe('plain', () => {
  it('drops terminal colours', () => {
    expect(plain('\u001b[32m✓ Completed in 1.2s.\u001b[39m')).toBe('✓ Completed in 1.2s.');
  });
});
