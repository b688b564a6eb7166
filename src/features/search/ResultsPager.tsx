import { pageSlots } from '../../components/ui/pagination.ts';
import { resultsPagePath } from './results.ts';
import '../../components/ui/pagination.css';

/** Page links of the search results, with the same slots and look as the catalogue's pagination. */
export function ResultsPager({ term, current, total }: { term: string; current: number; total: number }) {
  if (total < 2) return null;
  const step = (page: number, text: string, rel: 'prev' | 'next') =>
    page >= 1 && page <= total ? (
      <a className="step" href={resultsPagePath(term, page)} rel={rel}>
        {text}
      </a>
    ) : (
      <span className="step" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="pagination" aria-label="Search results pages">
      <ul>
        <li>{step(current - 1, 'Previous', 'prev')}</li>
        {pageSlots(current, total).map((slot, index) => (
          <li key={slot === 'gap' ? `gap-${index}` : slot}>
            {slot === 'gap' ? (
              <span className="gap" aria-hidden="true">
                …
              </span>
            ) : (
              <a href={resultsPagePath(term, slot)} aria-current={slot === current ? 'page' : undefined}>
                <span className="visually-hidden">Page </span>
                {slot}
              </a>
            )}
          </li>
        ))}
        <li>{step(current + 1, 'Next', 'next')}</li>
      </ul>
    </nav>
  );
}
