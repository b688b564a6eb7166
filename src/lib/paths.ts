import { slugify } from '../config/index.ts';

/** Site addresses of pages. Category and subcategory slugs follow `slugify`. */

export const categoryPath = (categoryName: string) => `/${slugify(categoryName)}`;

export const subcategoryPath = (categoryName: string, subcategorySlug: string) =>
  `${categoryPath(categoryName)}/${slugify(subcategorySlug)}`;

export const itemPath = (sku: string) => `/item/${encodeURIComponent(sku)}`;

export const solutionPath = (key: string) => `/applications/${key}`;

/** The details page of an account's order. */
export const orderPath = (orderId: number | string) => `/account/order/${orderId}`;

/**
 * Where an uploaded file is loaded from. Catalogue images are site paths (`/uploads/...`) and
 * file links are relative to the uploads folder; both are served by the API host, which is the
 * site's own origin unless `origin` names another one.
 */
export function createMediaUrl(origin: string): (path: string) => string {
  const base = origin.replace(/\/+$/, '');
  return (path) => {
    if (!path) return '';
    if (/^https?:\/\//i.test(path)) return path;
    return `${base}${path.startsWith('/') ? path : `/uploads/${path}`}`;
  };
}
