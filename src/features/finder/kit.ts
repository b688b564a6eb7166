import type { FinderEntry } from './entry.ts';
import { CHROMAS, type Need, NEEDS, type Resolution } from './spec-values.ts';

/** What a kit does as a whole: its weakest picture, how far its last link reaches, what it offers. */

/** One product of a kit and how many of it. */
export interface KitLine {
  entry: FinderEntry;
  qty: number;
}

export interface KitFacts {
  /** The picture every part carries: the weakest of them. */
  picture: Resolution;
  /** How far the kit reaches: its last part's length or distance. */
  reach: number | null;
  inputs: number;
  outputs: number;
  offers: Need[];
}

const chromaRank = (chroma: Resolution['chroma']) => (chroma === null ? CHROMAS.length : CHROMAS.indexOf(chroma));

/** Whether `offered` carries `asked`: more lines always do; the same lines need the refresh and chroma stated. */
export function carries(offered: Resolution, asked: Resolution): boolean {
  if (offered.lines !== asked.lines) return offered.lines > asked.lines;
  if (asked.refresh !== null && (offered.refresh === null || offered.refresh < asked.refresh)) return false;
  // 4:2:0 is the least any stated format carries.
  if (asked.chroma === null || asked.chroma === '4:2:0') return true;
  return chromaRank(offered.chroma) <= chromaRank(asked.chroma);
}

/** "8K60", "4K60 4:4:4", "1080p". */
export function pictureLabel(format: Resolution): string {
  const name = format.lines >= 4320 ? '8K' : format.lines >= 2160 ? '4K' : `${format.lines}p`;
  return `${name}${format.refresh ?? ''}${format.chroma ? ` ${format.chroma}` : ''}`;
}

export function kitFacts(lines: readonly KitLine[]): KitFacts {
  const entries = lines.map((line) => line.entry);
  const [main] = entries;
  const last = entries.at(-1);
  const picture = entries
    .map((entry) => entry.resolution)
    .reduce((weakest, format) => (carries(weakest, format) ? format : weakest));
  const offered = new Set(entries.flatMap((entry) => entry.offers));
  return {
    picture,
    reach: last?.reach ?? null,
    inputs: main?.inputs ?? 1,
    outputs: main?.outputs ?? 1,
    offers: NEEDS.filter((need) => offered.has(need)),
  };
}
