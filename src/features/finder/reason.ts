import type { FinderEntry } from './entry.ts';
import type { KitLine } from './kit.ts';
import { type Job, NEED_LABELS } from './job.ts';
import { kitFacts, pictureLabel } from './kit.ts';

/** A kit in words, as an installer says it: "HDBaseT pair: 100 m at 4K60, with IR and RS-232". */

const and = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

function partName(entry: FinderEntry): string {
  const technology = /\bHDBaseT\b/.test(entry.title) ? 'HDBaseT' : entry.input;
  if (entry.kind === 'cable') return `${entry.input} cable`;
  if (entry.kind === 'converter') return `${entry.input} to ${entry.output} converter`;
  if (entry.kind === 'pair') return `${technology} pair`;
  const size =
    entry.kind === 'splitter'
      ? `1x${entry.outputs}`
      : entry.kind === 'switcher'
        ? `${entry.inputs}x1`
        : `${entry.inputs}x${entry.outputs}`;
  return `${size} ${entry.input} ${entry.kind}`;
}

export function describeKit(lines: readonly KitLine[], job: Job): string {
  const facts = kitFacts(lines);
  const names = lines.map(({ entry, qty }) => (qty > 1 ? `${qty} × ${partName(entry)}` : partName(entry)));
  const reach = facts.reach === null ? '' : `${facts.reach} m at `;
  // The needs the job names first, then the rest the kit offers.
  const offers = [...facts.offers].sort((a, b) => Number(job.needs.includes(b)) - Number(job.needs.includes(a)));
  const extras = offers.length > 0 ? `, with ${and(offers.map((need) => NEED_LABELS[need]))}` : '';
  return `${names.join(' + ')}: ${reach}${pictureLabel(facts.picture)}${extras}`;
}
