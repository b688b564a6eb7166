import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { writeFileAtomic } from '../../files/atomic-write.ts';

/**
 * Turns the seed's SVG compositions into the raster uploads a real catalogue has (JPEG, as the
 * company's product photos are). Renders are named by their content, so equal art is one file and
 * one render; a render is kept in a cache folder by that name, so the next seed copies it instead.
 */

/** The other shots of a product, made from its hero shot: seen from the other side, a close-up. */
export type DerivedView = 'mirror' | 'detail';

/** A queued render and the shots to derive from it, each file named by its cache key. */
interface Job {
  path: string;
  key: string;
  svg: string;
  views: Map<DerivedView, string>;
}

export interface ArtRenderer {
  /** Queues the raster of `svg` and answers its uploads path (`<folder>/<hash>.jpg`). */
  render(folder: string, svg: string): string;
  /** Queues a shot derived from a queued render and answers its uploads path. */
  derive(path: string, view: DerivedView): string;
  /** Writes every queued picture; answers how many were rendered and how many came from the cache. */
  flush(): Promise<{ rendered: number; cached: number }>;
}

/** Bumped when the drawings or encoder settings change, so old cached renders are not reused. */
const renderVersion = `art-1-${sharp.versions.vips}`;
const jpeg = { quality: 84 } as const;

const hashOf = (text: string) => createHash('sha256').update(renderVersion).update(text).digest('hex').slice(0, 20);

interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

/** Encodes one shot from the rendered pixels (rendered once for all of a product's shots). */
function encode({ data, info }: Pixels, view: DerivedView | 'hero'): Promise<Buffer> {
  const { width, height, channels } = info;
  const image = sharp(data, { raw: { width, height, channels } });
  if (view === 'hero') return image.jpeg(jpeg).toBuffer();
  if (view === 'mirror') return image.flop().jpeg(jpeg).toBuffer();
  // The middle of the frame, where a product's connections are, 1.4 times closer.
  const crop = { width: Math.round(width / 1.4), height: Math.round(height / 1.4) };
  return image
    .extract({ left: Math.round((width - crop.width) / 2), top: Math.round((height - crop.height) * 0.62), ...crop })
    .resize(width, height)
    .jpeg(jpeg)
    .toBuffer();
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pooled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function createArtRenderer(uploadsDir: string, cacheDir: string): ArtRenderer {
  const jobs = new Map<string, Job>();
  const counts = { rendered: 0, cached: 0 };
  const shotPath = (path: string, view: DerivedView) => path.replace(/\.jpg$/, `-${view}.jpg`);

  async function run(job: Job): Promise<void> {
    const shots: [DerivedView | 'hero', string, string][] = [
      ['hero', job.key, job.path],
      ...[...job.views].map(([view, key]): [DerivedView, string, string] => [view, key, shotPath(job.path, view)]),
    ];
    const missing = shots.filter(([, key]) => !existsSync(join(cacheDir, `${key}.jpg`)));
    if (missing.length > 0) {
      const pixels = await sharp(Buffer.from(job.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      for (const [view, key] of missing)
        await writeFileAtomic(join(cacheDir, `${key}.jpg`), await encode(pixels, view));
    }
    counts.rendered += missing.length;
    counts.cached += shots.length - missing.length;
    for (const [, key, path] of shots) {
      const target = join(uploadsDir, path);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(cacheDir, `${key}.jpg`), target);
    }
  }

  return {
    render(folder, svg) {
      const key = hashOf(svg);
      const path = `${folder}/${key}.jpg`;
      if (!jobs.has(path)) jobs.set(path, { path, key, svg, views: new Map() });
      return path;
    },
    derive(path, view) {
      const job = jobs.get(path);
      if (!job) throw new Error(`No render queued for ${path}`);
      job.views.set(view, hashOf(`${job.key}:${view}`));
      return shotPath(path, view);
    },
    async flush() {
      mkdirSync(cacheDir, { recursive: true });
      await pooled([...jobs.values()], Math.max(2, availableParallelism()), run);
      jobs.clear();
      return { ...counts };
    },
  };
}
