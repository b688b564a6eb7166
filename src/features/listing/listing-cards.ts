import type { FacetValues } from '../../api/facets.ts';
import type { ListingItem } from './listing.ts';

/** A listing's card with the facts its filters read, as the cards file (ListingCards.astro) holds them. */
export interface ListedCard {
  item: ListingItem;
  node: HTMLElement;
}

const MAX_FACETS_JSON = 4_000;

/** A card's facets, or none when its attribute is not what the build writes. */
function facetsOf(json: string | undefined): FacetValues {
  try {
    const parsed: unknown = JSON.parse((json ?? '{}').slice(0, MAX_FACETS_JSON));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((value) => typeof value === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/** Reads the cards of a listing's cards file, in the listing's order. */
export function readCards(html: string): ListedCard[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.querySelectorAll<HTMLLIElement>('[data-listing-cards] > li[data-sku]')].map((node) => ({
    node: document.importNode(node, true),
    item: {
      sku: node.dataset.sku ?? '',
      title: node.dataset.title ?? '',
      releasedOn: node.dataset.released ?? '',
      facets: facetsOf(node.dataset.facets),
    },
  }));
}

/** Fetches a listing's cards file; throws with the address when it cannot. */
export async function loadCards(source: string): Promise<ListedCard[]> {
  const response = await fetch(source);
  if (!response.ok) throw new Error(`Could not load the listing at ${source}`, { cause: response.status });
  return readCards(await response.text());
}
