import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { priceSpellings } from '../../domain/price-leak.ts';
import { pricesFromSteps } from '../../domain/price-steps.ts';
import { choicesOf, type Choices } from './copy-fields.ts';
import { ProductEditor } from './ProductEditor.tsx';
import { RecordEditor } from './RecordEditor.tsx';
import { fetchContentRules } from './staff-content.api.ts';
import './staff.css';

type Rules = { prices: ReadonlySet<string>; choices: Choices };
type State = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'ready'; rules: Rules };

/**
 * /staff/content: staff edit the copy of products, and edit or create blog posts, news items and
 * partners, as drafts. Anyone else sees the
 * not-found page's words: the page's calls answer 404 to them.
 */
export default function StaffContentPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    fetchContentRules().then(
      (rules) =>
        setState({
          kind: 'ready',
          // The catalogue's prices spelled by the publish's own rule, here in the browser.
          rules: { prices: priceSpellings(pricesFromSteps(rules.priceSteps)), choices: choicesOf(rules) },
        }),
      (error: unknown) =>
        setState({ kind: error instanceof ApiError && [401, 404].includes(error.status) ? 'not-found' : 'failed' }),
    );
  }, []);
  if (state.kind === 'loading') return <p role="status">Loading...</p>;
  if (state.kind === 'not-found')
    return (
      <>
        <h1>Page not found</h1>
        <p>Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
      </>
    );
  if (state.kind === 'failed') return <p role="alert">The editor could not be loaded. Please try again later.</p>;
  return (
    <>
      <h1>Edit content</h1>
      <p>Saved edits are drafts: the site, search and every public answer show them after the next publish.</p>
      <div className="staff-editors">
        <ProductEditor prices={state.rules.prices} />
        {(['blog', 'news', 'partner'] as const).map((kind) => (
          <RecordEditor key={kind} kind={kind} prices={state.rules.prices} choices={state.rules.choices} />
        ))}
      </div>
    </>
  );
}
