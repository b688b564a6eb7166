import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { BlogEditor } from './BlogEditor.tsx';
import { ProductEditor } from './ProductEditor.tsx';
import { fetchContentRules } from './staff-content.api.ts';
import './staff.css';

type Rules = { prices: ReadonlySet<string>; pictures: readonly string[] };
type State = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'ready'; rules: Rules };

/**
 * /staff/content: staff edit the copy of products and blog posts as drafts. Anyone else sees the
 * not-found page's words: the page's calls answer 404 to them.
 */
export default function StaffContentPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    fetchContentRules().then(
      ({ prices, pictures }) => setState({ kind: 'ready', rules: { prices: new Set(prices), pictures } }),
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
        <BlogEditor prices={state.rules.prices} pictures={state.rules.pictures} />
      </div>
    </>
  );
}
