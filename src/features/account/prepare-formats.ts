import { formatPrice } from '../../config/pricing.ts';

/**
 * Makes the price formatter, and whatever `more` makes (an account page's day formatter), in a
 * task of their own while the account's data is on its way. The first formatter a page makes loads
 * the browser's locale data, a pause long enough to be felt; left to the render that the data
 * starts, it would hold that render up. Prices alone by default: cards and the price panel show no
 * dates, so their pages do not load the day rules.
 */
export function prepareFormats(more?: () => void): void {
  setTimeout(() => {
    formatPrice(0);
    more?.();
  });
}
