/**
 * Where a publish's build sends Astro's log (Astro's Logger API, `logger.entrypoint`): to Astro's
 * own terminal output, but for the two messages Astro writes for each page (`├─ /item/AV-1.html`,
 * then its time or `(cached)`), which are counted instead and reported as one line of progress at
 * most every quarter of a second. At 20,000 products those messages were 44,000 writes to the
 * publish's pipe, each stamped with the time and read back line by line by the publish, which
 * only counted them.
 */
import type { AstroLoggerDestination, AstroLoggerLevel, AstroLoggerMessage } from 'astro';
import nodeLogDestination from 'astro/logger/node';
import { PROGRESS_LABEL, progressText } from './build-log.ts';

/** How often the build reports its page count while it writes pages. */
export const PROGRESS_EVERY_MS = 250;

const PAGE_MARK = '├─';
const REUSED = /\((?:cached|restored)\)/;

const isPageMark = (event: AstroLoggerMessage) =>
  event.label === null && !event.newLine && event.message.includes(PAGE_MARK);

/**
 * Astro announces a page (`├─ path`, no line break) and ends its line once the page is written
 * (a time, or `(cached)` for a page copied from the cache); with several pages written at once, the
 * announcements and endings interleave. `write` is where the rest of the log goes.
 */
export function pageCounting(write: (event: AstroLoggerMessage) => void, now = Date.now): AstroLoggerDestination {
  let pages = 0;
  let reused = 0;
  let unended = 0;
  let reported = progressText(0, 0);
  let reportedAt = 0;
  const report = () => {
    const text = progressText(pages, reused);
    if (text === reported) return;
    [reported, reportedAt] = [text, now()];
    write({ label: PROGRESS_LABEL, level: 'info', message: text, newLine: true });
  };
  return {
    write(event) {
      if (isPageMark(event)) {
        pages += 1;
        unended += 1;
        return;
      }
      if (event.label === 'SKIP_FORMAT' && unended > 0) {
        unended -= 1;
        if (REUSED.test(event.message)) reused += 1;
        if (now() - reportedAt >= PROGRESS_EVERY_MS) report();
        return;
      }
      // Everything else follows the count so far: "Completed" comes after the last page's.
      report();
      write(event);
    },
  };
}

/** The destination Astro loads: pages counted, the rest as Astro writes it to the terminal. */
export default function buildLogDestination(config: { level?: AstroLoggerLevel } = {}): AstroLoggerDestination {
  const terminal = nodeLogDestination(config);
  return pageCounting((event) => terminal.write(event));
}
