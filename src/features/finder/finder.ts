import type { FinderEntry } from './entry.ts';
import { distanceMetres, type Job, pictureOf } from './job.ts';
import { type KitFacts, kitFacts, type KitLine } from './kit.ts';
import { describeKit } from './reason.ts';
import { type Miss, shortfalls } from './shortfalls.ts';

/**
 * The finder's rules: the kits that carry a job's signal, from the simplest (one cable) through a
 * cable and converter and a transmitter/receiver pair to a splitter, switcher or matrix; those that
 * meet every stated need, simplest first; when none does, the nearest, saying what each does not meet.
 */

export interface Solution {
  lines: KitLine[];
  /** 1 one cable, 2 converter and cable, 3 pair, 4 splitter or switcher, 5 matrix. */
  tier: number;
  /** What the kit does, in words: "HDBaseT pair: 100 m at 4K60, with IR and RS-232". */
  reason: string;
  /** What it does not meet; empty for a solution. */
  misses: string[];
}

export interface Answer {
  solutions: Solution[];
  /** When nothing meets everything: the nearest kits. */
  nearest: Solution[];
}

/** Answers listed at most. */
export const MAX_ANSWERS = 5;
const MAX_NEAREST = 3;

const TIER = { cable: 1, converter: 2, pair: 3, splitter: 4, switcher: 4, matrix: 5 } as const;

interface Weighed extends Solution {
  facts: KitFacts;
  main: FinderEntry;
  found: Miss[];
}

const skus = (kit: Weighed) => kit.lines.map((line) => line.entry.sku).join(' ');
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Fewest misses (and fewest hard ones: a path that cannot reach is further than a softer picture),
 * then the simplest, then the least that does it: shortest reach, smallest picture, fewest ports.
 * Near misses rank by how near their picture comes to the one asked, then by reach.
 */
function compare(a: Weighed, b: Weighed): number {
  const hard = (kit: Weighed) => kit.found.filter((miss) => miss.hard).length;
  const reach = (a.facts.reach ?? 0) - (b.facts.reach ?? 0);
  const meets = a.found.length === 0;
  // Of kits that meet the job, the smallest picture that does it; of near misses, the picture nearest the one asked.
  const picture =
    (meets ? 1 : -1) *
    (a.facts.picture.lines - b.facts.picture.lines ||
      (a.facts.picture.refresh ?? 0) - (b.facts.picture.refresh ?? 0) ||
      a.main.resolution.lines - b.main.resolution.lines ||
      (a.main.resolution.refresh ?? 0) - (b.main.resolution.refresh ?? 0));
  return (
    a.found.length - b.found.length ||
    hard(a) - hard(b) ||
    a.tier - b.tier ||
    a.lines.length - b.lines.length ||
    (meets ? reach || picture : picture || reach) ||
    a.main.inputs + a.main.outputs - (b.main.inputs + b.main.outputs) ||
    byCodePoint(skus(a), skus(b))
  );
}

/** The kits worth weighing: each part that takes the source's signal, with what links it to the display. */
function candidates(job: Job, entries: readonly FinderEntry[]): KitLine[][] {
  const display = job.display ?? job.source;
  const single = job.sources === 1 && job.displays === 1;
  const far = distanceMetres(job) !== null;
  const cables = entries.filter((e) => e.kind === 'cable' && e.input === display);
  // Past a converter, splitter or switcher the display is reached by a cable (or a pair) when the job names a distance.
  const links = [...cables, ...entries.filter((e) => e.kind === 'pair' && e.input === display)];
  const kits: KitLine[][] = [];
  const withLinks = (main: KitLine, through: readonly FinderEntry[], qty: number) => {
    if (!far) kits.push([main]);
    else kits.push(...through.map((link) => [main, { entry: link, qty }]));
  };
  for (const entry of entries.filter((e) => e.input === job.source && e.output === display)) {
    const main = { entry, qty: 1 };
    if (entry.kind === 'cable' || entry.kind === 'pair') {
      if (single) kits.push([main]);
    } else if (entry.kind === 'converter') {
      if (single) withLinks(main, cables, 1);
    } else if (!single) withLinks(main, links, job.displays);
  }
  return kits;
}

/** The kits for a job from the catalogue's finder entries. */
export function findSolutions(job: Job, entries: readonly FinderEntry[]): Answer {
  const asked = { picture: pictureOf(job), distance: distanceMetres(job) };
  const weighed = candidates(job, entries).flatMap((lines): Weighed[] => {
    const main = lines[0]?.entry;
    if (!main) return [];
    const found = shortfalls(lines, job, asked);
    const misses = found.map((miss) => miss.text);
    const reason = describeKit(lines, job);
    return [{ lines, tier: TIER[main.kind], reason, misses, found, main, facts: kitFacts(lines) }];
  });
  // Each main part once, with the link that suits it best: five kits are five different choices.
  const seen = new Set<string>();
  const ranked = weighed
    .sort(compare)
    .filter((kit) => !seen.has(kit.main.sku) && seen.add(kit.main.sku))
    .map(({ lines, tier, reason, misses }): Solution => ({ lines, tier, reason, misses }));
  const solutions = ranked.filter((kit) => kit.misses.length === 0);
  return {
    solutions: solutions.slice(0, MAX_ANSWERS),
    nearest: solutions.length > 0 ? [] : ranked.slice(0, MAX_NEAREST),
  };
}
