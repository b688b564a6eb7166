import { useEffect, useState } from 'react';
import { SearchProducts } from '../../api/calls/catalog.ts';
import { api } from '../session/api.ts';
import { itemPath } from '../catalog/paths.ts';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { mediaUrl } from '../session/media.ts';
import { redirectTo } from '../session/navigate.ts';
import { isSearchable, termFromLocation } from './search-term.ts';
import { noResultsText, resultsView, type ResultsView } from './results.ts';
import './search.css';

/** Back to where the visitor came from; home when the results page was opened directly. */
function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else redirectTo('/');
}

type PageState = { kind: 'loading' } | { kind: 'error' } | ResultsView;

/** /search/{term}: loading, then one product (redirect), none, or the list. */
export default function SearchResults() {
  const [term] = useState(() => termFromLocation(window.location.pathname, window.location.search));
  const [state, setState] = useState<PageState>(() => (isSearchable(term) ? { kind: 'loading' } : { kind: 'none' }));

  useEffect(() => {
    if (!isSearchable(term)) return;
    const controller = new AbortController();
    api
      .call(SearchProducts, { term }, { signal: controller.signal })
      .then(({ refSearchData }) => {
        const view = resultsView(refSearchData);
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
  }, [term]);

  return (
    <section className="search-page" aria-busy={state.kind === 'loading' || state.kind === 'redirect'}>
      <h1>Search results{term ? ` for ${term}` : ''}</h1>
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
        <ul className="search-results">
          {state.results.map((result) => (
            <li key={result.sku}>
              <a href={itemPath(result.sku)}>
                <img src={mediaUrl(result.image1)} alt="" loading="lazy" width="72" height="72" />
                <span>
                  <strong>{result.title}</strong>
                  <br />
                  <span>{result.subtitle}</span>
                  <br />
                  <span>MPN: {result.sku}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
