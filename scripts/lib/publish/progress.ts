import type { BuildProgress } from './run-build.ts';

/** Progress lines for the terminal: one per phase, and one per 2,000 pages rendered. */
export function progressPrinter(log: (line: string) => void = console.info): (progress: BuildProgress) => void {
  let phase = '';
  let pageStep = 0;
  return (progress) => {
    if (progress.phase !== phase) {
      phase = progress.phase;
      log(`[publish] ${phase}…`);
    }
    if (Math.floor(progress.pagesRendered / 2000) > pageStep) {
      pageStep = Math.floor(progress.pagesRendered / 2000);
      log(`[publish] pages rendered ${progress.pagesRendered} of ${progress.pagesTotal}`);
    }
  };
}
