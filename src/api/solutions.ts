import * as z from 'zod/mini';
import { productCard } from './catalog.ts';
import { int } from './rules.ts';

/** Solution ids: classroom 1, signage 2, corporate 3, retail 4, healthcare 5, government 6,
 * residential 7, broadcast 8, worship 9, hospitality 10. */
export const appsInfoRequest = z.object({
  appId: int('Expected a solution id from 1 to 10').check(z.minimum(1), z.maximum(10)),
});

export const solution = z.object({
  appname: z.string(),
  apptext: z.string(),
  banner: z.string(),
  thumbnail: z.string(),
  /** Featured product of the solution (Explore Now). */
  sku: z.string(),
  metatitle: z.nullable(z.string()),
  metadesc: z.nullable(z.string()),
  metakeywords: z.nullable(z.string()),
});

/** refAppsInfo holds the solution as its first element; the four tab lists sit beside it. */
export const appsInfoResponse = z.object({
  refAppsInfo: z.array(solution),
  Converters: z.array(productCard),
  Extenders: z.array(productCard),
  Splitters: z.array(productCard),
  Switchers: z.array(productCard),
});

export type AppsInfoRequest = z.input<typeof appsInfoRequest>;
export type Solution = z.infer<typeof solution>;
export type AppsInfoResponse = z.infer<typeof appsInfoResponse>;
