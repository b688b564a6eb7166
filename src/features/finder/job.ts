import { metres, type Need, NEEDS, resolution, type Resolution, type Signal, SIGNALS } from './spec-values.ts';

/**
 * The job a visitor states: the source's signal, the picture, how far, how many sources and
 * displays, and what else is needed. It lives in the page's address so a found solution can be
 * shared; every value is read back with a safe fallback, so an edited address never breaks the page.
 */

/** The pictures the form offers, as their labels. */
export const PICTURES = ['1080p60', '4K30', '4K60 4:2:0', '4K60 4:4:4', '8K60'] as const;
export type Picture = (typeof PICTURES)[number];

export const UNITS = ['m', 'ft'] as const;
export type Unit = (typeof UNITS)[number];

/** The needs in the words of the form and the answers. */
export const NEED_LABELS: Record<Need, string> = {
  'audio-extraction': 'audio extraction',
  'audio-embedding': 'audio embedding',
  'rs-232': 'RS-232',
  ir: 'IR',
  usb: 'USB',
  kvm: 'KVM',
  poe: 'PoE',
  dante: 'Dante',
};

export interface Job {
  source: Signal;
  /** The display's input, when it differs from the source's signal. */
  display: Signal | null;
  picture: Picture | null;
  /** As typed, with its unit. */
  distance: number | null;
  unit: Unit;
  sources: number;
  displays: number;
  needs: Need[];
}

export const emptyJob: Job = {
  source: 'HDMI',
  display: null,
  picture: null,
  distance: null,
  unit: 'm',
  sources: 1,
  displays: 1,
  needs: [],
};

/** Port counts the form accepts. */
export const MAX_PORTS = 64;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item.toLowerCase() === value?.toLowerCase()) ?? null;

const count = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PORTS ? n : 1;
};

/** The job in a page address's query; anything unreadable falls back to the empty job's value. */
export function jobFromParams(params: URLSearchParams): Job {
  const distance = Number(params.get('distance'));
  return {
    source: oneOf(SIGNALS, params.get('source')) ?? emptyJob.source,
    display: oneOf(SIGNALS, params.get('display')),
    picture: oneOf(PICTURES, params.get('picture')),
    distance:
      params.get('distance') && Number.isFinite(distance) && distance > 0 && distance <= 10_000 ? distance : null,
    unit: oneOf(UNITS, params.get('unit')) ?? 'm',
    sources: count(params.get('sources')),
    displays: count(params.get('displays')),
    // "needs=ir,poe" as the finder writes it, or one "needs" per box as a plain form sends them.
    needs: params
      .getAll('needs')
      .flatMap((value) => value.split(','))
      .flatMap((need) => oneOf(NEEDS, need) ?? []),
  };
}

/** The query of a job's address: only what differs from the empty job, so shared links stay short. */
export function jobParams(job: Job): URLSearchParams {
  const params = new URLSearchParams({ source: job.source });
  if (job.display && job.display !== job.source) params.set('display', job.display);
  if (job.picture) params.set('picture', job.picture);
  if (job.distance) {
    params.set('distance', String(job.distance));
    params.set('unit', job.unit);
  }
  if (job.sources > 1) params.set('sources', String(job.sources));
  if (job.displays > 1) params.set('displays', String(job.displays));
  if (job.needs.length > 0) params.set('needs', job.needs.join(','));
  return params;
}

/** The finder's address for a job. */
export const finderPath = (job: Job) => `/finder?${jobParams(job).toString()}`;

/** The job's distance in metres. */
export const distanceMetres = (job: Job): number | null =>
  job.distance === null ? null : metres(`${job.distance} ${job.unit}`);

/** The job's picture as a format. */
export const pictureOf = (job: Job): Resolution | null => (job.picture ? resolution(job.picture) : null);

/** The job in words: "HDMI, 4K60 4:4:4, 70 m, 1 to 4 displays, with RS-232". */
export function describeJob(job: Job): string {
  const parts: string[] = [job.display && job.display !== job.source ? `${job.source} to ${job.display}` : job.source];
  if (job.picture) parts.push(job.picture);
  if (job.distance) parts.push(`${job.distance} ${job.unit}`);
  if (job.sources > 1 || job.displays > 1) parts.push(`${job.sources} × ${job.displays}`);
  if (job.needs.length > 0) parts.push(`with ${job.needs.map((need) => NEED_LABELS[need]).join(', ')}`);
  return parts.join(', ');
}
