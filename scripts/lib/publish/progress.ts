import type { BuildProgress } from './run-build.ts';

/**
 * Progress lines for the terminal: one per phase change and about one per 10% of the pull, and
 * one per 2,000 pages written.
 */
export function progressPrinter(log: (line: string) => void = console.info): (progress: BuildProgress) => void {
  let phase = '';
  let pulledStep = -1;
  let pageStep = -1;
  return (progress) => {
    if (progress.phase !== phase) {
      phase = progress.phase;
      log(`[publish] ${phase}…`);
    }
    const total = progress.productsTotal ?? 0;
    const step = total > 0 ? Math.floor((progress.productsPulled / total) * 10) : -1;
    if (progress.phase === 'pull' && step > pulledStep) {
      pulledStep = step;
      log(`[publish] pulled ${progress.productsPulled}/${total} products`);
    }
    const pages = progress.pagesRendered + progress.pagesReused;
    if (Math.floor(pages / 2000) > pageStep) {
      pageStep = Math.floor(pages / 2000);
      if (pages > 0)
        log(`[publish] pages ${pages} (rendered ${progress.pagesRendered}, reused ${progress.pagesReused})`);
    }
  };
}
