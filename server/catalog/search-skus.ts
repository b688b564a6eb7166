/** Finding products by their sku as typed: whole, its start, or where one of its parts starts. */

/** A sku is looked up by its start or a part's start from this many characters. */
const minSkuKey = 3;

/** The term run together as a sku is keyed: "av-hd ext" → "AVHDEXT". */
export function skuKeyOf(term: string): string {
  return term
    .slice(0, 200)
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

/** Keys sorted, each with its product, so the keys starting with a text are one range. */
type KeyIndex = Array<{ key: string; id: number }>;

function keyIndex(entries: KeyIndex): KeyIndex {
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The products whose key starts with `start` (binary search for the first, then in order). */
function startingWith(keys: KeyIndex, start: string): number[] {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle]?.key ?? '') < start) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let i = low; i < keys.length && keys[i]?.key.startsWith(start); i++) found.push(keys[i]?.id ?? 0);
  return found;
}

/**
 * The sku matches of a term's key (see `skuKeyOf`) as product number → tier: 0 the exact sku,
 * 1 skus starting with the key, 2 skus with a part starting with it (only for a one-word term:
 * "AV-HD-EXT-4K" is found by "hd-ext" and "ext4k").
 */
export function createSkuLookup(
  documents: ReadonlyArray<{ sku: string; skuKey: string }>,
): (key: string, oneWord: boolean) => Map<number, number> {
  const bySkuKey = new Map(documents.map((doc, id) => [doc.skuKey, id]));
  const skuKeys = keyIndex(documents.map((doc, id) => ({ key: doc.skuKey, id })));
  // "AV-HD-EXT-4K" → "HDEXT4K", "EXT4K", "4K": where a part of the sku starts.
  const partKeys = keyIndex(
    documents.flatMap((doc, id) => {
      const parts = doc.sku.toUpperCase().split('-');
      return parts.slice(1).map((_, index) => ({ key: parts.slice(index + 1).join(''), id }));
    }),
  );
  return (key, oneWord) => {
    const tiers = new Map<number, number>();
    if (key.length >= minSkuKey) {
      for (const id of oneWord ? startingWith(partKeys, key) : []) tiers.set(id, 2);
      for (const id of startingWith(skuKeys, key)) tiers.set(id, 1);
    }
    const exact = bySkuKey.get(key);
    if (exact !== undefined) tiers.set(exact, 0);
    return tiers;
  };
}
