import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as z from 'zod/mini';
import type { BuildManifest } from './changes.ts';

const manifestSchema = z.object({
  products: z.record(z.string(), z.string()),
  pages: z.array(z.string()),
  rendered: z.optional(z.array(z.string())),
  noindex: z.optional(z.array(z.string())),
  inlineScripts: z.optional(z.array(z.string())),
  notes: z.optional(z.array(z.string())),
});

/** A build's manifest lives beside its output folder, which every build empties. */
export const manifestFileFor = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}.manifest.json`;

export function readManifest(file: string): BuildManifest | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all: a reader never sees half a manifest. */
export function writeManifest(file: string, manifest: BuildManifest): void {
  writeFileSync(`${file}.partial`, JSON.stringify(manifest));
  renameSync(`${file}.partial`, file);
}
