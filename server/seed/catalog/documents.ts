/** Sizes of the demo catalogue's downloadable files. */

/** Size as people read it: `812 B`, `1.4 KB`, `2.1 MB`. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
