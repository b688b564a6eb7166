import { blankText, pageFromSearch, resultsHeading, resultsTitle } from './results.ts';
import { preloadResults } from './results-preload.ts';
import { isSearchable, termFromLocation } from './search-term.ts';

/**
 * The first thing /search/{term} runs: one shell page serves every term, so this names the term
 * (heading, title; result pages are noindex, so they carry no canonical link) and asks for the results before `results-page.ts` sets up its
 * client and waits for them. The header's search box stays empty, as on every new page.
 */

const section = document.querySelector<HTMLElement>('[data-search-page]');
const status = section?.querySelector<HTMLElement>('[role=status]');
const heading = section?.querySelector('h1');
const term = termFromLocation(window.location.pathname, window.location.search);
if (section && status && heading) {
  if (isSearchable(term)) {
    const page = pageFromSearch(window.location.search);
    preloadResults(term, page);
    heading.textContent = resultsHeading(term);
    document.title = resultsTitle(term);
  } else {
    section.removeAttribute('aria-busy');
    status.removeAttribute('role');
    status.textContent = blankText;
  }
}
