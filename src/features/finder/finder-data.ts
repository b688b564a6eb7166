import * as z from 'zod/mini';
import { KINDS, type FinderEntry } from './entry.ts';
import { CHROMAS, NEEDS, SIGNALS } from './spec-values.ts';

/** The build's `/data/finder.json`, read with its shape checked: a product that does not fit is dropped. */

const entrySchema = z.object({
  sku: z.string(),
  title: z.string(),
  path: z.string(),
  kind: z.enum(KINDS),
  input: z.enum(SIGNALS),
  output: z.enum(SIGNALS),
  reach: z.nullable(z.number()),
  resolution: z.object({ lines: z.number(), refresh: z.nullable(z.number()), chroma: z.nullable(z.enum(CHROMAS)) }),
  inputs: z.number(),
  outputs: z.number(),
  offers: z.array(z.enum(NEEDS)),
});

export function decodeEntries(data: unknown): FinderEntry[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = entrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function loadFinderEntries(): Promise<FinderEntry[]> {
  const response = await fetch('/data/finder.json');
  if (!response.ok) throw new Error('Could not load /data/finder.json', { cause: response.status });
  return decodeEntries(await response.json());
}
