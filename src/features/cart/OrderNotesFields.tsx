import { useStore } from '@nanostores/react';
import { limits } from '../../config/limits.ts';
import { $orderNotes, setOrderNotes } from './order.store.ts';

/** The buyer's PO number and comments, sent with the order and shown in its details and mail. */
export function OrderNotesFields() {
  const { poNumber, comments } = useStore($orderNotes);
  return (
    <div className="order-notes">
      <label className="field">
        <span>PO number (optional)</span>
        <input
          type="text"
          name="poNumber"
          autoComplete="off"
          maxLength={limits.poNumberMaxLength}
          value={poNumber}
          onChange={(event) => setOrderNotes({ poNumber: event.target.value })}
        />
      </label>
      <label className="field">
        <span>Comments (optional)</span>
        <textarea
          name="comments"
          rows={3}
          maxLength={limits.orderCommentsMaxLength}
          value={comments}
          onChange={(event) => setOrderNotes({ comments: event.target.value })}
        />
      </label>
    </div>
  );
}
