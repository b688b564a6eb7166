import { getCollection, type CollectionEntry } from 'astro:content';
import type { Tile } from '../content.ts';

/** The Flex Matrix sector pages in the carousel's order; each lives at `/flexmatrix/{id}`. */
export async function sectorEntries(): Promise<Array<CollectionEntry<'sectors'>>> {
  const entries = await getCollection('sectors');
  return entries.sort((a, b) => a.data.order - b.data.order);
}

export const sectorPath = (id: string) => `/flexmatrix/${id}`;

export async function sectorTiles(): Promise<Tile[]> {
  return (await sectorEntries()).map((entry) => ({
    title: `Flex Matrix for ${entry.data.title}`,
    href: sectorPath(entry.id),
    text: entry.data.headline,
  }));
}
