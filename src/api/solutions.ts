import { z } from 'zod';
import { productCard } from './catalog.ts';

/** Solution ids: classroom 1, signage 2, corporate 3, retail 4, healthcare 5, government 6,
 * residential 7, broadcast 8, worship 9, hospitality 10. */
export const appsInfoRequest = z.object({
  appId: z.number({ error: 'Expected a solution id from 1 to 10' }).int().min(1).max(10),
});

export const solution = z.object({
  appname: z.string(),
  apptext: z.string(),
  banner: z.string(),
  thumbnail: z.string(),
  /** Featured product of the solution (Explore Now). */
  sku: z.string(),
  metatitle: z.string().nullable(),
  metadesc: z.string().nullable(),
  metakeywords: z.string().nullable(),
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
