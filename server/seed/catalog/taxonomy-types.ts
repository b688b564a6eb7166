/** Building blocks of the demo catalogue's category definitions. */

/** A choice that shows as `label` in titles and as `code` in skus. */
export interface Option {
  label: string;
  code: string;
}

/**
 * A subcategory and how its products are named. The title template may use {sig} (signal),
 * {res} (grade: resolution, channels...) and {size} (length, ports, watts...); the sku is built from
 * the codes of the placeholders the template uses, so every variant has its own sku.
 */
export interface SubcategoryDef {
  name: string;
  code: string;
  title: string;
  /** Relative share of the catalogue's products. */
  weight: number;
  signals?: Option[];
  /** Spec rows of its own, where the category's do not describe it (a frame is not a card). */
  specs?: [string, string][];
}

export interface CategoryDef {
  name: string;
  slug: string;
  brand: string;
  /** Sku segment when the title names no signal. */
  code: string;
  description: string;
  signals: Option[];
  grades: Option[];
  sizes: Option[];
  /** List price range in US dollars. */
  price: [number, number];
  subtitles: string[];
  features: string[];
  /** Spec rows: label and value template (same placeholders as titles). */
  specs: [string, string][];
  subcategories: SubcategoryDef[];
}

/** `options('HDMI:HD', 'DisplayPort:DP')` → label/code pairs. */
export function options(...pairs: string[]): Option[] {
  return pairs.map((pair) => {
    const [label = pair, code = ''] = pair.split(':');
    return { label, code };
  });
}

export function sub(
  name: string,
  code: string,
  title: string,
  weight = 2,
  signals?: Option[],
  specs?: [string, string][],
): SubcategoryDef {
  return { name, code, title, weight, ...(signals && { signals }), ...(specs && { specs }) };
}
