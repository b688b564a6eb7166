import { formatPrice } from '../../config/pricing.ts';
import { localDay } from './dates.ts';

/**
 * Makes the price and day formatters in a task of their own while the account's data is on its
 * way. The first formatter a page makes loads the browser's locale data, a pause long enough to be
 * felt; left to the render that the data starts, it would hold that render up.
 */
export function prepareFormats(): void {
  setTimeout(() => {
    formatPrice(0);
    localDay('2000-01-01');
  });
}
