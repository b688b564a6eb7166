import { hasVariants } from '../../../src/domain/picture-variants.ts';

/** An address under `/uploads/` as a page or data file writes it, up to its query, quote or space. */
const UPLOAD_ADDRESS = /\/uploads\/[^\s"'?#<>(),\\]{1,500}/g;

function decoded(path: string): string | undefined {
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}

/**
 * The uploaded photos a text names (`/uploads/products/x.jpg`, from an `src`, a `srcset` or a
 * data field): those the catalogue server offers in widths and formats (see `hasVariants`).
 */
export function photosNamed(text: string): string[] {
  const found = new Set<string>();
  for (const [address] of text.matchAll(UPLOAD_ADDRESS)) {
    const path = decoded(address);
    if (path !== undefined && hasVariants(path)) found.add(path);
  }
  return [...found];
}
