/** One line of build output and when it arrived, in ms since the build started. */
export interface TimedLine {
  atMs: number;
  text: string;
}

/**
 * A named stretch of the build between the first line matching `start` and the next matching
 * `end`. With `after`, the start is looked for only after the first line matching `after`.
 */
export interface PhaseMarker {
  phase: string;
  after?: RegExp;
  start: RegExp;
  end: RegExp;
}

export interface Phase {
  phase: string;
  ms: number;
}

// Colour codes start with the ESC control character.
// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

export function plain(text: string): string {
  return text.replace(ansi, '');
}

/** Phases found in the output, in marker order; a phase whose markers never appear is left out. */
export function phasesOf(lines: readonly TimedLine[], markers: readonly PhaseMarker[]): Phase[] {
  const phases: Phase[] = [];
  for (const marker of markers) {
    const from = marker.after ? lines.findIndex((line) => marker.after?.test(line.text)) : 0;
    if (from < 0) continue;
    const found = lines.slice(from).findIndex((line) => marker.start.test(line.text));
    if (found < 0) continue;
    const startIndex = from + found;
    const end = lines.slice(startIndex + 1).find((line) => marker.end.test(line.text));
    const start = lines[startIndex];
    if (start && end) phases.push({ phase: marker.phase, ms: end.atMs - start.atMs });
  }
  return phases;
}

/** `20000 page(s) built in 31.2s`: the page count Astro reports at the end of a build. */
export function pagesBuilt(lines: readonly TimedLine[]): number | undefined {
  for (const line of lines) {
    const match = /(\d+) page\(s\) built in/.exec(line.text);
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}
