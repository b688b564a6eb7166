import { decodePairs, indexPairs, type PairIndex } from './mpn-upc.ts';

let loading: Promise<PairIndex> | undefined;

/** The MPN/UPC pairs, fetched once, on the first focus of either field. An empty index on failure. */
export function loadPairs(): Promise<PairIndex> {
  loading ??= fetch('/data/mpn-upc.json')
    .then(async (response) => {
      if (!response.ok) throw new Error(`The MPN/UPC list answered ${response.status}`);
      return indexPairs(decodePairs(await response.json()));
    })
    .catch((cause: unknown) => {
      console.warn(new Error('MPN/UPC pairs are unavailable', { cause }));
      loading = undefined;
      return indexPairs([]);
    });
  return loading;
}
