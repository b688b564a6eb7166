export type BuildPhase = 'start-up' | 'pull' | 'render' | 'finish';

export interface BuildProgress {
  phase: BuildPhase;
  productsPulled: number;
  productsTotal: number | undefined;
  pagesRendered: number;
  pagesReused: number;
}

/** A build's progress before its first line of output. */
export const startingProgress = (): BuildProgress => ({
  phase: 'start-up',
  productsPulled: 0,
  productsTotal: undefined,
  pagesRendered: 0,
  pagesReused: 0,
});

/** Label and text of the build's progress lines (build-logger.ts): `[pages] 2000 pages, 14 reused`. */
export const PROGRESS_LABEL = 'pages';
export const progressText = (pages: number, reused: number) => `${pages} pages, ${reused} reused`;
const PAGES_LINE = new RegExp(`\\[${PROGRESS_LABEL}\\] (\\d+) pages, (\\d+) reused`);

/**
 * Reads the build's output line by line (colours stripped) into its progress, and calls `enter` at
 * each change of phase. The pull runs beside Astro's bundling (local data) or once page generation
 * asks for it (over HTTP): rendering starts when generation has begun and no pull is left.
 */
export function buildLogFollower(progress: BuildProgress, enter: (phase: BuildPhase) => void): (line: string) => void {
  let generating = false;
  return (line) => {
    const pulled = /\[catalog\] products (\d+)\/(\d+)/.exec(line);
    const pages = PAGES_LINE.exec(line);
    if (line.includes('[catalog] pulling from')) {
      enter('pull');
    } else if (pulled) {
      progress.productsPulled = Number(pulled[1]);
      progress.productsTotal = Number(pulled[2]);
    } else if (/\[catalog\] pulled \d+ products/.test(line)) {
      if (generating && progress.phase === 'pull') enter('render');
    } else if (line.includes('generating static routes')) {
      generating = true;
      // A pull begun before generation is over by now (the site waits for its catalogue before
      // generating); its last line comes from a worker thread and may still be on its way.
      enter('render');
    } else if (pages) {
      progress.pagesReused = Number(pages[2]);
      progress.pagesRendered = Number(pages[1]) - progress.pagesReused;
    } else if (/Completed in/.test(line) && progress.phase === 'render') enter('finish');
  };
}
