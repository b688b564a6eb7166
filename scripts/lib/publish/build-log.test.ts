import { describe, expect, it } from 'vitest';
import { type BuildPhase, buildLogFollower, startingProgress } from './build-log.ts';

function follow(lines: string[]) {
  const progress = startingProgress();
  const phases: BuildPhase[] = [];
  const read = buildLogFollower(progress, (phase) => {
    progress.phase = phase;
    phases.push(phase);
  });
  lines.forEach(read);
  return { progress, phases };
}

const bundled = '09:00:01 [build] ✓ Completed in 1.70s.';
const generating = ' generating static routes ';
const pulling = '[catalog] pulling from http://localhost:4321';
const pulled = '[catalog] pulled 2 products in 0.1 s';
const rendered = '09:00:09 ✓ Completed in 8.00s.';

describe('buildLogFollower', () => {
  it('keeps pulling while Astro bundles beside it, and renders once both are done', () => {
    const { phases } = follow([pulling, bundled, generating, pulled, '  ├─ /item/A/index.html (+3ms)', rendered]);
    expect(phases).toEqual(['pull', 'render', 'finish']);
  });

  it("renders from generation on when the pull's last line, from its thread, arrives after the pages", () => {
    const { phases } = follow([pulling, bundled, generating, '  ├─ /item/A/index.html (cached)', rendered, pulled]);
    expect(phases).toEqual(['pull', 'render', 'finish']);
  });

  it('renders straight after a pull that finished before generation began', () => {
    const { phases } = follow([pulling, pulled, bundled, generating, rendered]);
    expect(phases).toEqual(['pull', 'render', 'finish']);
  });

  it('follows a pull over HTTP that page generation asks for', () => {
    const { phases } = follow([bundled, generating, pulling, pulled, rendered]);
    expect(phases).toEqual(['render', 'pull', 'render', 'finish']);
  });

  it('counts the pull and the pages, also pages written side by side on one line', () => {
    const { progress } = follow([
      pulling,
      '[catalog] products 1/2 (50%) in 0.1 s',
      pulled,
      generating,
      '  ├─ /item/A/index.html  ├─ /item/B/index.html (cached)',
      '  ├─ /item/C/index.html (restored)',
      '  ├─ /item/D/index.html (+4ms)',
    ]);
    expect(progress).toMatchObject({ productsPulled: 1, productsTotal: 2, pagesRendered: 2, pagesReused: 2 });
  });
});
