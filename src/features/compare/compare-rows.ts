import { FACETS } from '../../api/facets.ts';

/**
 * The compare page's rows: the products' spec rows aligned by name. A row the listing filters read
 * goes under its facet, whatever each table calls it ("Input" and "Signal" are both Signal), and
 * its values are compared as the filters compare them ("1x4" and "4 outputs" both have 4 outputs);
 * every other row is matched by its label, case and spacing aside, and compared as text.
 */

/** What the compare page shows of a product; the specs as its page's specs table lists them. */
export interface CompareProduct {
  sku: string;
  title: string;
  subtitle: string;
  image: string;
  path: string;
  specs: readonly (readonly [string, string])[];
}

export interface CompareRow {
  /** The facet's name, as the listing filters show it, or the spec label as first written. */
  name: string;
  /** Each product's value in the products' order; '' where its specs do not state it. */
  values: string[];
  /** Whether the products differ in it (a value stated by only some of them differs). */
  differs: boolean;
}

const plain = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

interface Gathered {
  name: string;
  order: number;
  values: string[][];
  compared: string[][];
}

/** Every row any of the products states: facet rows first in the filters' order, then the rest as met. */
export function compareRows(products: readonly Pick<CompareProduct, 'specs'>[]): CompareRow[] {
  const rows = new Map<string, Gathered>();
  products.forEach((product, index) => {
    for (const [label, value] of product.specs) {
      const facetIndex = FACETS.findIndex((facet) => facet.rows.includes(plain(label)));
      const facet = FACETS[facetIndex];
      const id = facet ? `facet:${facet.key}` : `row:${plain(label)}`;
      let row = rows.get(id);
      if (!row) {
        const order = facet ? facetIndex : FACETS.length + rows.size;
        row = { name: facet?.name ?? label, order, values: products.map(() => []), compared: products.map(() => []) };
        rows.set(id, row);
      }
      row.values[index]?.push(value);
      row.compared[index]?.push(...(facet ? facet.normalise(value) : [value]).map(plain));
    }
  });
  return [...rows.values()]
    .sort((a, b) => a.order - b.order)
    .map((row) => ({
      name: row.name,
      values: row.values.map((values) => values.join('; ')),
      differs: new Set(row.compared.map((values) => [...new Set(values)].sort().join('\n'))).size > 1,
    }));
}

/** How many of the rows tell the products apart. */
export const differenceCount = (rows: readonly CompareRow[]) => rows.filter((row) => row.differs).length;
