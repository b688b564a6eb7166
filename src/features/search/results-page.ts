import { SearchProducts } from '../../api/calls/catalog.ts';
import { createClient } from '../../api/client.ts';
import { publicApiBase } from '../../config/public-env.ts';
import { itemPath } from '../../lib/paths.ts';
import { $shownSkus } from '../listing/listing-prices.store.ts';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { redirectTo } from '../session/navigate.ts';
import { element } from '../../components/ui/dom.ts';
import { closestMatches, resultsList, resultsPager } from './results-dom.ts';
import { asksForOrder, countText, noResultsText, pageFromSearch, resultsView } from './results.ts';
import { isSearchable, termFromLocation } from './search-term.ts';

/**
 * /search/{term}, once `results-shell.ts` has named the term: lists the results as soon as they
 * arrive (one product redirects, none says so, else a page of the ranked list). Search answers
 * carry no price, so the call needs no session.
 */

const api = createClient({ baseUrl: publicApiBase });

/** Back to where the visitor came from; home when the results page was opened directly. */
function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else redirectTo('/');
}

async function showResults(section: HTMLElement, status: HTMLElement, term: string, page: number): Promise<void> {
  try {
    const view = resultsView(await api.call(SearchProducts, { term, page }));
    if (view.kind === 'redirect') return redirectTo(itemPath(view.sku));
    section.removeAttribute('aria-busy');
    if (view.kind === 'none') {
      const back = element('button', { type: 'button', class: 'button' }, 'Go back');
      back.addEventListener('click', goBack);
      const closest = closestMatches(view.closest, view.categories);
      status.replaceWith(
        element('div', { class: 'search-none' }, element('p', {}, noResultsText(term)), back, ...closest),
      );
      $shownSkus.set(view.closest.map((result) => result.sku));
      return;
    }
    status.className = 'search-count';
    status.dataset.listingCount = '';
    status.textContent = countText(view.count, page, view.pageSize);
    const pager = resultsPager(term, page, Math.ceil(view.count / view.pageSize));
    const pages = element('div', { 'data-listing-pages': '' }, ...(pager ? [pager] : []));
    section.append(resultsList(view.results), pages);
    $shownSkus.set(view.results.map((result) => result.sku));
    offerFilters(section, { term, count: view.count, pageSize: view.pageSize });
  } catch (cause) {
    console.warn(new Error('Search failed', { cause }));
    section.removeAttribute('aria-busy');
    status.replaceWith(element('p', { role: 'alert' }, FORM_FAILURE_MESSAGE));
  }
}

/**
 * Shows the sort and filters of a list of results; their code loads on first use, or at once for
 * an address that asks for a filter or an order.
 */
function offerFilters(section: HTMLElement, query: { term: string; count: number; pageSize: number }): void {
  const tools = section.querySelector<HTMLElement>('[data-search-tools]');
  if (!tools) return;
  tools.hidden = false;
  let started = false;
  const start = (event?: Event) => {
    if (started) return;
    started = true;
    import('./results-filter.ts')
      .then(({ filterResults }) => filterResults(section, query, event))
      .catch((cause: unknown) => console.warn(new Error('Search filters failed', { cause })));
  };
  tools.addEventListener('change', start);
  tools.querySelector('[data-search-filters]')?.addEventListener('toggle', () => start());
  if (asksForOrder(window.location.search)) start();
}

const section = document.querySelector<HTMLElement>('[data-search-page]');
const status = section?.querySelector<HTMLElement>('[role=status]');
const term = termFromLocation(window.location.pathname, window.location.search);
if (section && status && isSearchable(term))
  void showResults(section, status, term, pageFromSearch(window.location.search));
