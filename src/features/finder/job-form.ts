import * as z from 'zod/mini';
import { emptyJob, type Job, MAX_PORTS, PICTURES, UNITS } from './job.ts';
import { type FormValues, textOf } from '../forms/form-values.ts';
import { NEEDS, SIGNALS } from './spec-values.ts';

/**
 * The finder's form: its fields as typed (text), checked on leaving each and again on Find, and
 * turned into a job. An empty distance means "any"; counts are whole numbers from 1 to 64.
 */

export const DISTANCE_MESSAGE = 'Enter a distance above 0 and up to 10000, e.g. 70';
export const COUNT_MESSAGE = `Enter a whole number from 1 to ${MAX_PORTS}`;

const count = z
  .string()
  .check(
    z.refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_PORTS, COUNT_MESSAGE),
  );

export const finderForm = z.object({
  distance: z.string().check(
    z.refine((value) => {
      const n = Number(value.trim());
      return value.trim() === '' || (Number.isFinite(n) && n > 0 && n <= 10_000);
    }, DISTANCE_MESSAGE),
  ),
  sources: count,
  displays: count,
});

/** The form's values for a job (every field as its input holds it). */
export const formValuesOf = (job: Job): Record<string, string | string[]> => ({
  source: job.source,
  display: job.display ?? '',
  picture: job.picture ?? '',
  distance: job.distance === null ? '' : String(job.distance),
  unit: job.unit,
  sources: String(job.sources),
  displays: String(job.displays),
  needs: job.needs,
});

const pick = <T extends string>(list: readonly T[], value: string): T | null =>
  list.find((item) => item === value) ?? null;

/** The job of checked form values. */
export function jobOfForm(values: FormValues): Job {
  const distance = textOf(values, 'distance');
  const needs = values.needs;
  return {
    source: pick(SIGNALS, textOf(values, 'source')) ?? emptyJob.source,
    display: pick(SIGNALS, textOf(values, 'display')),
    picture: pick(PICTURES, textOf(values, 'picture')),
    distance: distance === '' ? null : Number(distance),
    unit: pick(UNITS, textOf(values, 'unit')) ?? 'm',
    sources: Number(textOf(values, 'sources')),
    displays: Number(textOf(values, 'displays')),
    needs: NEEDS.filter((need) => (Array.isArray(needs) ? needs.includes(need) : needs === need)),
  };
}
