import { useEffect, useState } from 'react';
import { SearchProducts } from '../../api/calls/catalog.ts';
import { api } from '../session/api.ts';
import { itemPath } from '../catalog/paths.ts';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { mediaUrl } from '../session/media.ts';
import { redirectTo } from '../session/navigate.ts';
import { isSearchable, termFromLocation } from './search-term.ts';
import {
  countText,
  noResultsText,
  pageFromSearch,
  resultsHeading,
  resultsPagePath,
  resultsTitle,
  resultsView,
  type ResultsView,
} from './results.ts';
import { ResultsPager } from './ResultsPager.tsx';
import './search.css';

/** Back to where the visitor came from; home when the results page was opened directly. */
function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else redirectTo('/');
}

/** The one shell page serves every term: its title and canonical link are set for the term shown. */
function nameThePage(term: string, page: number): void {
  document.title = resultsTitle(term);
  const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]');
  if (canonical) canonical.href = new URL(resultsPagePath(term, page), canonical.href).href;
}

type PageState = { kind: 'loading' } | { kind: 'error' } | { kind: 'blank' } | ResultsView;

/** /search/{term}: loading, then one product (redirect), none, or a page of the ranked list. */
export default function SearchResults() {
  const [term] = useState(() => termFromLocation(window.location.pathname, window.location.search));
  const [page] = useState(() => pageFromSearch(window.location.search));
  const [state, setState] = useState<PageState>(() => (isSearchable(term) ? { kind: 'loading' } : { kind: 'blank' }));

  useEffect(() => {
    if (!isSearchable(term)) return;
    nameThePage(term, page);
    const controller = new AbortController();
    api
      .call(SearchProducts, { term, page }, { signal: controller.signal })
      .then((answer) => {
        const view = resultsView(answer);
        if (view.kind === 'redirect') redirectTo(itemPath(view.sku));
        setState(view);
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) {
          console.warn(new Error('Search failed', { cause }));
          setState({ kind: 'error' });
        }
      });
    return () => controller.abort();
  }, [term, page]);

  if (state.kind === 'blank') {
    return (
      <section className="search-page">
        <h1>Search</h1>
        <p>Type a sku, a product name or a feature in the search box to find products.</p>
      </section>
    );
  }
  return (
    <section className="search-page" aria-busy={state.kind === 'loading' || state.kind === 'redirect'}>
      <h1>{resultsHeading(term)}</h1>
      {(state.kind === 'loading' || state.kind === 'redirect') && <p role="status">Loading...</p>}
      {state.kind === 'error' && <p role="alert">{FORM_FAILURE_MESSAGE}</p>}
      {state.kind === 'none' && (
        <div>
          <p>{noResultsText(term)}</p>
          <button type="button" className="button" onClick={goBack}>
            Go back
          </button>
        </div>
      )}
      {state.kind === 'list' && (
        <>
          <p className="search-count" role="status">
            {countText(state.count, page, state.pageSize)}
          </p>
          <ul className="search-results">
            {state.results.map((result) => (
              <li key={result.sku}>
                <a href={itemPath(result.sku)}>
                  <img src={mediaUrl(result.image1)} alt="" loading="lazy" width="72" height="72" />
                  <span className="search-results__text">
                    <strong>{result.title}</strong>
                    <span>{result.subtitle}</span>
                    <span className="search-results__mpn">MPN: {result.sku}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <ResultsPager term={term} current={page} total={Math.ceil(state.count / state.pageSize)} />
        </>
      )}
    </section>
  );
}
