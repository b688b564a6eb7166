import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { type ArtRenderer, createArtRenderer } from '../art/render.ts';
import { humanSize } from './documents.ts';

/** A generated file as the catalogue lists it: path relative to the uploads folder, type, size. */
export interface StoredFile {
  path: string;
  filetype: string;
  filesize: string;
}

export interface MediaStore {
  /** Writes the file once (later calls with the same path reuse it) and describes it. */
  put(path: string, make: () => string | Buffer): StoredFile;
  /** How many files were written. */
  readonly count: number;
  /** Pictures rendered to raster when the seed flushes it. */
  readonly art: ArtRenderer;
}

/** Renders kept between seeds, by content (a tool cache, as other build tools keep theirs). */
const artCacheDir = join(import.meta.dirname, '../../../node_modules/.cache/avconnect-art');

export function createMediaStore(uploadsDir: string): MediaStore {
  const files = new Map<string, StoredFile>();
  const dirs = new Set<string>();
  return {
    put(path, make) {
      const known = files.get(path);
      if (known) return known;
      const target = join(uploadsDir, path);
      const dir = dirname(target);
      if (!dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      const content = make();
      writeFileSync(target, content);
      const file = { path, filetype: extname(path).slice(1), filesize: humanSize(Buffer.byteLength(content)) };
      files.set(path, file);
      return file;
    },
    get count() {
      return files.size;
    },
    art: createArtRenderer(uploadsDir, artCacheDir),
  };
}

/** The address a page loads an uploaded file from. */
export const uploadsUrl = (path: string) => `/uploads/${path}`;
