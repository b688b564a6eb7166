import { createHash } from 'node:crypto';
import type { Random } from './random.ts';

export interface VideoDraft {
  video1: string;
  title: string;
  link: string;
}

/** The videos a maker films for a product, one per subject. */
const subjects = ['Product overview', 'Installation guide', 'Setup walkthrough', 'Feature demo'] as const;

/** A YouTube video id of the product's own (11 URL-safe characters), the same on every seed. */
const videoId = (sku: string, subject: string) =>
  createHash('sha256').update(`${sku} ${subject}`).digest('base64url').slice(0, 11);

/**
 * One or two videos of the product itself: an embeddable address (video1), as the product page
 * embeds it, and the watch page (link). No two products share a video.
 */
export function videosFor(sku: string, title: string, random: Random): VideoDraft[] {
  return random.sample(subjects, random.int(1, 2)).map((subject) => {
    const id = videoId(sku, subject);
    return {
      video1: `https://www.youtube.com/embed/${id}`,
      title: `${title}: ${subject.toLowerCase()}`,
      link: `https://www.youtube.com/watch?v=${id}`,
    };
  });
}
