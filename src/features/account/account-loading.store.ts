import { atom } from 'nanostores';

/**
 * True while the account page waits for its data. Leaving a page sets it again, so a page shown
 * from the back-forward cache shows the loader and fetches afresh rather than showing old data.
 */
export const $accountLoading = atom(true);
