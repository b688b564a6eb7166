import { company } from '../../../config/index.ts';
import type { CatalogLink, Product } from '../../../lib/catalog-types.ts';

/**
 * JSON for a `<script>` element: `<` is escaped so catalogue text can never close the element.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** schema.org Product of a product page. Deliberately without offers: prices are not public. */
export function productJsonLd(
  product: Product & { parent: CatalogLink; child: CatalogLink },
  description: string,
  site: string | URL,
) {
  const images = (product.images.length > 0 ? product.images : [product.image]).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.sku,
    mpn: product.sku,
    ...(product.upc ? { gtin12: product.upc } : {}),
    description,
    image: images.map((image) => new URL(image, site).href),
    brand: { '@type': 'Brand', name: company.name },
    category: `${product.parent.name} > ${product.child.name}`,
    url: new URL(product.path, site).href,
  };
}

/** What the product page's scripts need of the product: the recently-viewed record and the print sheet. */
export function productContext(product: Product) {
  return {
    sku: product.sku,
    title: product.title,
    subtitle: product.subtitle,
    upc: product.upc,
    pageimage: product.pageImage,
    image: product.images[0] ?? product.image,
    images: product.images,
    path: product.path,
  };
}
