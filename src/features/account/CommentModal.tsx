import { useState } from 'react';
import type { OpenItem } from '../../api/account.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { saveComment } from './account.api.ts';

export const COMMENT_SAVED_TEXT = 'Submitted successfully';
/** The longest comment kept on an order line. */
export const COMMENT_MAX_LENGTH = 1000;

type Status = null | 'pending' | 200 | 'failed';

interface CommentModalProps {
  item: OpenItem;
  onClose: () => void;
  /** Called with the saved comment once the server accepted it. */
  onSaved: (comment: string) => void;
}

/**
 * Edits the dealer's comment on an open line. On 200 the Submit button goes, Cancel becomes Close
 * and the row shows the new comment; closing clears the status.
 */
export function CommentModal({ item, onClose, onSaved }: CommentModalProps) {
  const [comment, setComment] = useState(item.comment ?? '');
  const [status, setStatus] = useState<Status>(null);

  async function submit() {
    setStatus('pending');
    try {
      await saveComment(item.DocEntry, item.LineNum, comment);
      setStatus(200);
      onSaved(comment);
    } catch (error) {
      console.error(new Error('The comment was not saved', { cause: error }));
      setStatus('failed');
    }
  }

  return (
    <Modal open title={`Comment on ${item.sku}, order ${item.SO}`} onClose={onClose}>
      <form
        className="account-comment"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span>Comment</span>
          <textarea
            rows={5}
            value={comment}
            maxLength={COMMENT_MAX_LENGTH}
            readOnly={status === 200}
            onChange={(event) => setComment(event.target.value)}
          />
        </label>
        {status === 200 && (
          <p className="form-status" role="status">
            {COMMENT_SAVED_TEXT}
          </p>
        )}
        {status === 'failed' && (
          <p className="form-status form-status--failure" role="alert">
            {FORM_FAILURE_MESSAGE}
          </p>
        )}
        <div className="account-actions">
          {status !== 200 && (
            <button type="submit" className="button" disabled={status === 'pending'}>
              Submit
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={onClose}>
            {status === 200 ? 'Close' : 'Cancel'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
