import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { LineReport } from '../cart/LineReport.tsx';
import { useBulkAdd } from '../cart/use-bulk-add.ts';
import { useSession } from '../session/use-session.ts';
import { $inquiryProduct } from '../forms/inquiry-product.store.ts';
import type { Solution } from './finder.ts';

// The enquiry form's code (verification included) loads when a visitor asks for it.
const ProductInquiryForm = lazy(() => import('../forms/ProductInquiryForm.tsx'));

const kitSkus = (kit: Solution) =>
  kit.lines.map(({ entry, qty }) => (qty > 1 ? `${qty} × ${entry.sku}` : entry.sku)).join(' + ');

/** A kit's actions: a signed-in buyer puts the whole kit in the cart at once; anyone sends one enquiry naming it. */
export function KitActions({ kit }: { kit: Solution }) {
  const { isAuthenticated, userInfo } = useSession();
  const asked = useStore($inquiryProduct);
  const { busy, result, failed, add } = useBulkAdd('The kit could not be added to the cart');
  const skus = kitSkus(kit);
  const enquiring = asked?.sku === skus;

  const addKit = () =>
    add(
      kit.lines.map(({ entry, qty }) => ({ sku: entry.sku, qty })),
      userInfo?.AccountType ?? '',
    );

  return (
    <div className="finder-kit__actions">
      <div className="finder-kit__buttons">
        {isAuthenticated && (
          <button type="button" className="button" disabled={busy} onClick={() => void addKit()}>
            {busy ? 'Adding to cart...' : 'Add the kit to the cart'}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={enquiring}
          onClick={() =>
            $inquiryProduct.set(
              enquiring ? null : { sku: skus, title: `Kit: ${kit.reason}`, url: location.pathname + location.search },
            )
          }
        >
          Send an enquiry about this kit
        </button>
        {result && result.added.length > 0 && <a href="/secure/cart">Go to cart</a>}
      </div>
      {failed && <p role="alert">The kit could not be added to the cart. Please try again.</p>}
      {result && <LineReport result={result} />}
      {enquiring && (
        <Suspense fallback={<p role="status">Loading the enquiry form...</p>}>
          <ProductInquiryForm />
        </Suspense>
      )}
    </div>
  );
}
