import { atom } from 'nanostores';
import type { Answer } from './finder.ts';
import { finderPath, type Job, jobFromParams } from './job.ts';

/**
 * The finder's answer for the job in the address. The rules and the catalogue's finder data load on
 * the first job asked, not with the page.
 */
export type FinderState =
  | { status: 'idle' }
  | { status: 'loading'; job: Job }
  | { status: 'ready'; job: Job; answer: Answer }
  | { status: 'failed'; job: Job };

export const $finder = atom<FinderState>({ status: 'idle' });

let rules: Promise<(job: Job) => Answer> | undefined;

function loadRules(): Promise<(job: Job) => Answer> {
  rules ??= Promise.all([import('./finder.ts'), import('./finder-data.ts')])
    .then(async ([{ findSolutions }, { loadFinderEntries }]) => {
      const entries = await loadFinderEntries();
      return (job: Job) => findSolutions(job, entries);
    })
    .catch((cause: unknown) => {
      rules = undefined;
      throw new Error('The finder could not load', { cause });
    });
  return rules;
}

/** Answers a job and puts it in the address (replacing the entry when it is the page's own first job). */
export async function findKits(job: Job, { replace = false } = {}): Promise<void> {
  const path = finderPath(job);
  if (`${location.pathname}${location.search}` !== path)
    history[replace ? 'replaceState' : 'pushState'](null, '', path);
  $finder.set({ status: 'loading', job });
  try {
    const answer = (await loadRules())(job);
    // A later job asked meanwhile wins.
    const now = $finder.get();
    if (now.status === 'loading' && now.job === job) $finder.set({ status: 'ready', job, answer });
  } catch (error) {
    console.error(error);
    $finder.set({ status: 'failed', job });
  }
}

/** Shows the job the address states (on arrival, and on back and forward); none: the empty finder. */
export function showAddressJob(): void {
  const params = new URLSearchParams(location.search);
  if (params.has('source')) void findKits(jobFromParams(params), { replace: true });
  else $finder.set({ status: 'idle' });
}
