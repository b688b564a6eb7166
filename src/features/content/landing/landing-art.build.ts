import { loadCatalog } from '../../../lib/site-data.build.ts';

/**
 * Pictures for the landing pages, taken from the catalogue they advertise: the product family's
 * own pictures, and for a sector page the room of the matching solution.
 */

/** The pictures of a category's subcategories, those named in `first` first (in that order). */
export async function familyPictures(categorySlug: string, first: readonly string[] = []): Promise<string[]> {
  const subcategories = (await loadCatalog()).subcategoriesByCategory.get(categorySlug) ?? [];
  const rank = (slug: string) => (first.includes(slug) ? first.indexOf(slug) : first.length);
  return [...subcategories]
    .sort((a, b) => rank(a.slug) - rank(b.slug))
    .map((sub) => sub.image)
    .filter(Boolean);
}

/** Which solution's room a Flex Matrix sector page shows. */
const sectorRooms: Record<string, string> = {
  enterprise: 'corporate',
  entertainment: 'broadcast',
  financial: 'government',
  government: 'government',
  higherEducation: 'classroom',
  restaurant: 'hospitality',
};

export async function sectorPicture(sectorId: string): Promise<string | undefined> {
  const room = sectorRooms[sectorId] ?? 'corporate';
  return (await loadCatalog()).solutions.find((solution) => solution.key === room)?.banner;
}
