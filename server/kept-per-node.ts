import { CallerCache } from './auth/caller-cache.ts';
import { PriceCache } from './catalog/price-cache.ts';
import type { AppContext } from './context.ts';
import type { ChangeFeed } from './db/change-feed.ts';

/** What an API node keeps from the database in memory, each dropped by the feed's announcements. */
export const keptPerNode = (feed: ChangeFeed): Pick<AppContext, 'callers' | 'prices'> => ({
  callers: new CallerCache(feed),
  prices: new PriceCache(feed),
});
