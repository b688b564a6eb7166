import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../../api/catalog.ts';
import { timing } from '../../config/timing.ts';
import { itemPath } from '../../lib/paths.ts';
import { thumbnailUrl } from '../../components/ui/picture.ts';
import { mediaUrl } from '../session/media.ts';
import { goTo } from '../session/navigate.ts';
import { describeJob, finderPath } from '../finder/job.ts';
import { jobFromQuery } from '../finder/job-query.ts';
import { isSearchable, searchPath } from './search-term.ts';
import { SearchOption } from './SearchOption.tsx';
import { createSuggester, nextActive } from './suggester.ts';
import { fetchSuggestions } from './suggestions.ts';
import './search.css';

/**
 * The header search box, a WAI-ARIA combobox with a list of suggestions; the header lays it out
 * for desktop and mobile widths. Before it hydrates it is a plain GET form to /search, so
 * searching works without scripts.
 */
export default function SearchBox() {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  // The finder's option stays first whatever products arrive: a visitor who chose it keeps it.
  const offersFinder = useRef(false);
  const suggester = useMemo(
    () =>
      createSuggester(
        fetchSuggestions,
        (list) => {
          setSuggestions(list);
          setActive((current) => (current === 0 && offersFinder.current ? 0 : -1));
        },
        timing.searchDebounceMs,
      ),
    [],
  );

  function type(value: string) {
    setTerm(value);
    setOpen(true);
    suggester.update(value);
  }

  function clear() {
    setTerm('');
    setOpen(false);
    suggester.clear();
  }

  useEffect(() => {
    // Text typed while the island was loading is already in the field.
    const typedEarly = inputRef.current?.value ?? '';
    if (typedEarly) type(typedEarly);
    // A page restored from the back/forward cache is a new visit: the box starts empty.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) clear();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // A query that states a job ("4k60 hdmi 70m") is offered to the signal-path finder first.
  const job = useMemo(() => jobFromQuery(term), [term]);
  offersFinder.current = job !== null;
  const paths = [...(job ? [finderPath(job)] : []), ...suggestions.map((suggestion) => itemPath(suggestion.sku))];
  const expanded = open && paths.length > 0;

  function submit() {
    const chosen = expanded ? paths[active] : undefined;
    // The field itself: a search submitted while the island hydrated replays before its state has
    // caught up with the text typed meanwhile.
    const typed = inputRef.current?.value ?? term;
    if (chosen) goTo(chosen);
    else if (isSearchable(typed)) goTo(searchPath(typed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (paths.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActive(current, step, paths.length));
    } else if (event.key === 'Escape') {
      // A search field would clear itself on Escape; the first Escape only closes the list.
      event.preventDefault();
      if (expanded) setOpen(false);
      else clear();
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <form
      role="search"
      aria-label="Product search"
      className="search-box"
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        ref={inputRef}
        type="text"
        enterKeyHint="search"
        name="term"
        role="combobox"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={expanded}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search products"
        value={term}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <button type="submit" className="search-box__submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="search-box__list" hidden={!expanded}>
        {job && (
          <SearchOption
            id={optionId(0)}
            selected={active === 0}
            className="search-box__option--finder"
            onChoose={() => goTo(finderPath(job))}
          >
            Find a solution for {describeJob(job)}
          </SearchOption>
        )}
        {suggestions.map((suggestion, at) => {
          const index = at + (job ? 1 : 0);
          return (
            <SearchOption
              key={suggestion.sku}
              id={optionId(index)}
              selected={index === active}
              onChoose={() => goTo(itemPath(suggestion.sku))}
            >
              <img src={thumbnailUrl(mediaUrl(suggestion.image1))} alt="" width="48" height="48" loading="lazy" />
              <span className="search-box__text">
                <span className="search-box__title">{suggestion.title}</span>
                <span className="search-box__subtitle">{suggestion.subtitle}</span>
                <span className="search-box__mpn">MPN: {suggestion.sku}</span>
              </span>
            </SearchOption>
          );
        })}
      </ul>
    </form>
  );
}
