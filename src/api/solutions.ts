import * as z from 'zod/mini';
import { productCard } from './catalog.ts';
import { documentText, int } from './rules.ts';

/** Solution ids: classroom 1, signage 2, corporate 3, retail 4, healthcare 5, government 6,
 * residential 7, broadcast 8, worship 9, hospitality 10. */
export const appsInfoRequest = z.object({
  appId: int('Expected a solution id from 1 to 10').check(z.minimum(1), z.maximum(10)),
});

export const solution = z.object({
  appname: documentText,
  apptext: documentText,
  banner: documentText,
  thumbnail: documentText,
  /** Featured product of the solution (Explore Now). */
  sku: documentText,
  metatitle: z.nullable(documentText),
  metadesc: z.nullable(documentText),
  metakeywords: z.nullable(documentText),
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
