import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * What a build was made from, kept beside it once it passed its checks (`<build>.source`): the full
 * stamp, the code stamp (see source-stamp.ts), a digest of the prices it was checked against, and
 * its number of pages. A publish with nothing changed answers from this file alone.
 */
export interface Made {
  full?: string;
  code?: string;
  prices?: string;
  /** Absent beside a build made before the count was kept. */
  pages?: number;
}

const madeFileFor = (buildDir: string) => `${buildDir}.source`;

export function readMade(buildDir: string): Made {
  if (!existsSync(madeFileFor(buildDir))) return {};
  const [full, code, prices, pages] = readFileSync(madeFileFor(buildDir), 'utf8').split('\n');
  return { full, code, prices, ...(pages && /^\d+$/.test(pages) && { pages: Number(pages) }) };
}

/** Written once the build passed its checks: its presence marks a finished build (see builds.ts). */
export function writeMade(buildDir: string, made: Required<Made>): void {
  writeFileSync(madeFileFor(buildDir), [made.full, made.code, made.prices, String(made.pages)].join('\n'));
}

export const pricesDigest = (prices: readonly number[]) =>
  createHash('sha256').update(Float64Array.from(prices).sort()).digest('hex');
