import { emptyJob, type Job, MAX_PORTS, type Picture, type Unit } from './job.ts';
import { needs, resolution, signals } from './spec-values.ts';

/**
 * A search query read as a job ("4k60 hdmi 70m", "hdmi 1x4 splitter 4k", "usb-c to hdmi 10 ft"):
 * a query that names a signal and something the finder weighs (a picture, a distance, a size or a
 * need). Anything else ("hdmi cable") is a plain search: null.
 */

/** The least picture a query's words ask for: "4k" is at least 4K30, "4k60" 4K60 4:2:0 unless it says 4:4:4. */
function pictureOf(query: string): Picture | null {
  const format = resolution(query);
  if (!format) return null;
  if (format.lines >= 4320) return '8K60';
  if (format.lines >= 2160) {
    if (format.refresh !== null && format.refresh >= 50) return format.chroma === '4:4:4' ? '4K60 4:4:4' : '4K60 4:2:0';
    return '4K30';
  }
  return '1080p60';
}

const DISTANCE = /(\d+(?:\.\d+)?)\s*(m|metres?|meters?|ft|feet|foot|')(?![a-z\d])/i;

function distanceOf(query: string): { distance: number; unit: Unit } | null {
  const found = DISTANCE.exec(query);
  const value = Number(found?.[1]);
  if (!found || !(value > 0)) return null;
  return { distance: value, unit: /^(?:m|met)/i.test(found[2] ?? '') ? 'm' : 'ft' };
}

function portsOf(query: string): { sources: number; displays: number } | null {
  // "1x4", "1 x 4" and "1:4", but not a chroma's "4:4:4".
  const size = /(?<![:\d])\b(\d{1,2})\s*[x×:]\s*(\d{1,2})\b(?!:)/i.exec(query);
  const [sources, displays] = [Number(size?.[1]), Number(size?.[2])];
  if (!size || sources < 1 || displays < 1 || sources > MAX_PORTS || displays > MAX_PORTS) return null;
  return { sources, displays };
}

/** The job a query states, or null when it states none. */
export function jobFromQuery(query: string): Job | null {
  const named = signals(query);
  const source = named[0];
  if (!source || query.length > 100) return null;
  const picture = pictureOf(query);
  const reach = distanceOf(query);
  const ports = portsOf(query);
  const wanted = needs(query);
  if (!picture && !reach && !ports && wanted.length === 0) return null;
  const display = /\bto\b/i.test(query) ? (named[1] ?? null) : null;
  return {
    ...emptyJob,
    source,
    display: display === source ? null : display,
    picture,
    ...(reach ?? {}),
    ...(ports ?? {}),
    needs: wanted,
  };
}
