/**
 * Where the picks are stored. Apart from the store so a page's first script can tell whether there
 * are any without loading the store and its schema (the tray's code loads only then).
 */
export const COMPARE_KEY = 'av:compare:v1';

/** Whether anything is stored under the key (an empty list is stored as `[]`). */
export function hasStoredPicks(): boolean {
  try {
    const stored = localStorage.getItem(COMPARE_KEY);
    return stored !== null && stored !== '[]';
  } catch {
    return false;
  }
}
