import type { AstroLoggerMessage } from 'astro';
import { describe, expect, it } from 'vitest';
import { PROGRESS_EVERY_MS, pageCounting } from './build-logger.ts';

const mark = (path: string): AstroLoggerMessage => ({
  label: null,
  level: 'info',
  message: `  ├─ ${path}`,
  newLine: false,
});
const ending = (note: string): AstroLoggerMessage => ({
  label: 'SKIP_FORMAT',
  level: 'info',
  message: ` ${note}`,
  newLine: true,
});
const line = (label: string | null, message: string): AstroLoggerMessage => ({
  label,
  level: 'info',
  message,
  newLine: true,
});

/** A destination over a clock the test moves, and what reached the terminal. */
function counting() {
  const written: AstroLoggerMessage[] = [];
  const clock = { now: 1_000_000 };
  const destination = pageCounting(
    (event) => written.push(event),
    () => clock.now,
  );
  return { written, clock, write: (...events: AstroLoggerMessage[]) => events.forEach((e) => destination.write(e)) };
}

const texts = (events: AstroLoggerMessage[]) => events.map((e) => `${e.label ?? ''}|${e.message}`);

describe('pageCounting', () => {
  it('writes a progress line instead of the two messages of each page, the rest as it is', () => {
    const { written, write } = counting();
    write(line('SKIP_FORMAT', ' generating static routes '), mark('/item/A.html'), ending('(+3ms)'));
    write(line(null, '✓ Completed in 1.20s.'));
    expect(texts(written)).toEqual([
      'SKIP_FORMAT| generating static routes ',
      'pages|1 pages, 0 reused',
      '|✓ Completed in 1.20s.',
    ]);
  });

  it('counts pages copied from the cache, with announcements and endings interleaved', () => {
    const { written, clock, write } = counting();
    write(mark('/a.html'), mark('/b.html'), mark('/c.html'), ending('(cached)'), ending('(+2ms)'));
    clock.now += PROGRESS_EVERY_MS;
    write(ending('(restored)'));
    expect(texts(written)).toEqual(['pages|3 pages, 1 reused', 'pages|3 pages, 2 reused']);
  });

  it('reports at most once a quarter of a second while pages are written, and the count before anything else', () => {
    const { written, clock, write } = counting();
    for (let page = 0; page < 100; page++) {
      write(mark(`/item/${page}.html`), ending('(+1ms)'));
      clock.now += 10;
    }
    expect(texts(written)).toEqual([
      'pages|1 pages, 0 reused',
      'pages|26 pages, 0 reused',
      'pages|51 pages, 0 reused',
      'pages|76 pages, 0 reused',
    ]);
    write({ label: 'build', level: 'warn', message: 'slow page', newLine: true });
    expect(texts(written).slice(-2)).toEqual(['pages|100 pages, 0 reused', 'build|slow page']);
  });

  it('passes on a line that only looks like a page ending when no page is waiting for one', () => {
    const { written, write } = counting();
    write(line('SKIP_FORMAT', ' (cached) in a message of its own'));
    expect(texts(written)).toEqual(['SKIP_FORMAT| (cached) in a message of its own']);
  });
});
