import { $wishlist } from './wishlist.store.ts';
import { SavedListView } from './SavedListPage.tsx';

/**
 * /account/wishlist: the wishlist kept on the server; what it holds becomes the item pages'
 * toggle state on this device too.
 */
export default function WishlistPage() {
  return (
    <SavedListView
      listRef="wishlist"
      title="Wishlist"
      onLoaded={(list) =>
        $wishlist.set(list.lines.map((line) => ({ id: line.sku, title: line.title, img: line.image })))
      }
    />
  );
}
