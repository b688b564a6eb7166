import json from './seo-table.json';
import { seoTableSchema } from '../../lib/seo.ts';

/** The built-in SEO table of known products (generated from the demo catalogue, see scripts/build). */
export const seoTable = seoTableSchema.parse(json);
