import { describe, expect, it } from 'vitest';
import { type BuildPhase, buildLogFollower, progressText, startingProgress } from './build-log.ts';

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
const pagesLine = (pages: number, reused: number) => `09:00:05 [pages] ${progressText(pages, reused)}`;

describe('buildLogFollower', () => {
  it('keeps pulling while Astro bundles beside it, and renders once both are done', () => {
    const { phases } = follow([pulling, bundled, generating, pulled, pagesLine(1, 0), rendered]);
    expect(phases).toEqual(['pull', 'render', 'finish']);
  });

  it("renders from generation on when the pull's last line, from its thread, arrives after the pages", () => {
    const { phases } = follow([pulling, bundled, generating, pagesLine(1, 1), rendered, pulled]);
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

  it('counts the pull and the pages the build reports, rendered and reused', () => {
    const { progress } = follow([
      pulling,
      '[catalog] products 1/2 (50%) in 0.1 s',
      pulled,
      generating,
      pagesLine(3, 1),
      pagesLine(4, 2),
    ]);
    expect(progress).toMatchObject({ productsPulled: 1, productsTotal: 2, pagesRendered: 2, pagesReused: 2 });
  });
});
