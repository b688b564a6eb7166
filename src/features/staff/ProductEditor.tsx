import { useMemo, useState } from 'react';
import type { ProductCopy } from '../../api/staff-content.ts';
import { findProductsRequest, productCopyForm } from '../../api/staff-content.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { CopyForm } from './CopyForm.tsx';
import { PRODUCT_FIELDS } from './copy-fields.ts';
import { fetchProductCopy, findProducts, saveProductCopy } from './staff-content.api.ts';

type Match = Awaited<ReturnType<typeof findProducts>>[number];
type Editing = Awaited<ReturnType<typeof fetchProductCopy>> & { title: string };

/** Find a product by sku or title, then edit its copy. */
export function ProductEditor({ prices }: { prices: ReadonlySet<string> }) {
  const search = useSchemaForm<{ query: string }>(findProductsRequest);
  const [matches, setMatches] = useState<Match[]>();
  const [editing, setEditing] = useState<Editing>();
  const schema = useMemo(() => productCopyForm(prices), [prices]);
  const onSearch = search.handleSubmit(async ({ query }) => {
    setEditing(undefined);
    setMatches(await findProducts(query));
  });
  return (
    <section className="staff-section" aria-labelledby="staff-products">
      <h2 id="staff-products">Products</h2>
      <form role="search" className="staff-find" onSubmit={(event) => void onSearch(event)}>
        <label className="field">
          <span>Sku or title</span>
          <input {...search.register('query')} type="search" maxLength={100} />
        </label>
        <button className="button" type="submit">
          Find
        </button>
      </form>
      {matches && matches.length === 0 && <p role="status">No product matches.</p>}
      {matches && matches.length > 0 && !editing && (
        <ul className="staff-list" aria-label="Matching products">
          {matches.map((match) => (
            <li key={match.sku}>
              <button
                type="button"
                className="staff-link"
                onClick={() =>
                  void fetchProductCopy(match.sku).then((copy) => setEditing({ ...copy, title: match.title }))
                }
              >
                {match.sku}: {match.title}
              </button>
              {match.draft && <span className="staff-badge">Draft</span>}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <CopyForm
          key={editing.sku}
          label={`Product ${editing.sku}`}
          heading={`${editing.sku}: ${editing.title}`}
          schema={schema}
          fields={PRODUCT_FIELDS}
          values={editing.copy}
          draft={editing.draft}
          choices={{}}
          save={(copy) => saveProductCopy(editing.sku, copy as ProductCopy)}
        />
      )}
    </section>
  );
}
