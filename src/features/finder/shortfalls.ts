import type { KitLine } from './kit.ts';
import { type Job, NEED_LABELS } from './job.ts';
import { carries, kitFacts, pictureLabel } from './kit.ts';
import type { Resolution } from './spec-values.ts';

const round = (metres: number) => `${Math.round(metres * 10) / 10} m`;

/** A need a kit does not meet; a hard one (reach, ports) is a path that cannot be built at all. */
export interface Miss {
  text: string;
  hard: boolean;
}

/** What a kit does not meet of a job, each in a few words ("4K60 4:2:0 only", "reaches 40 m, not 70 m", "no PoE"). */
export function shortfalls(
  lines: readonly KitLine[],
  job: Job,
  asked: { picture: Resolution | null; distance: number | null },
): Miss[] {
  const facts = kitFacts(lines);
  const misses: Miss[] = [];
  const soft = (text: string) => misses.push({ text, hard: false });
  const hard = (text: string) => misses.push({ text, hard: true });
  if (asked.picture && !carries(facts.picture, asked.picture)) {
    const same = facts.picture.lines === asked.picture.lines && facts.picture.refresh === asked.picture.refresh;
    soft(
      same && asked.picture.chroma
        ? `${pictureLabel(facts.picture)}, ${asked.picture.chroma} not stated`
        : `${pictureLabel(facts.picture)} only`,
    );
  }
  if (asked.distance !== null && (facts.reach === null || facts.reach < asked.distance))
    hard(facts.reach === null ? 'no reach stated' : `reaches ${round(facts.reach)}, not ${round(asked.distance)}`);
  if (facts.inputs < job.sources) hard(`${facts.inputs} inputs, not ${job.sources}`);
  if (facts.outputs < job.displays) hard(`${facts.outputs} outputs, not ${job.displays}`);
  for (const need of job.needs) if (!facts.offers.includes(need)) soft(`no ${NEED_LABELS[need]}`);
  return misses;
}
