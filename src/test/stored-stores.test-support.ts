/**
 * Vitest setup (vitest.config.ts): after each test in a browser environment, the stores kept in
 * browser storage are unmounted at once. Each listens for other tabs' storage events while mounted,
 * and nanostores unmounts a store a moment after its last listener leaves, on a timer that would
 * otherwise fire after the test file's window is gone (`window is not defined`).
 *
 * The modules are imported when the test ends, so a test that reset its modules cleans the stores
 * it rendered, not earlier copies. A new store kept in browser storage belongs in this list.
 */
import { cleanStores } from 'nanostores';
import { afterEach } from 'vitest';

const storedStoreModules = [
  () => import('../features/session/auth.store.ts'),
  () => import('../features/session/token.store.ts'),
  () => import('../features/cart/cart.store.ts'),
  () => import('../features/listing/listing-view.store.ts'),
  () => import('../features/compare/compare.store.ts'),
  () => import('../features/product/recent.store.ts'),
  () => import('../features/lists/wishlist.store.ts'),
  () => import('../features/session/modal.store.ts'),
];

const isStore = (value: unknown): value is Parameters<typeof cleanStores>[0] =>
  typeof value === 'object' && value !== null && 'listen' in value && 'get' in value;

afterEach(async () => {
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  const modules = await Promise.all(storedStoreModules.map((load) => load()));
  cleanStores(...modules.flatMap((exports) => Object.values(exports).filter(isStore)));
});
