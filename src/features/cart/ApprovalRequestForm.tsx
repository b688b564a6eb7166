import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { approvalNoteForm, type ApprovalNoteForm } from '../../api/orders.ts';
import { APPROVAL_NOTE_MAX_LENGTH } from '../../config/company-roles.ts';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { FormStatusView } from '../forms/FormStatusView.tsx';
import { prepareVerification } from '../forms/verify.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import {
  APPROVAL_FAILED_MESSAGE,
  APPROVAL_PENDING_MESSAGE,
  APPROVAL_SENT_MESSAGE,
  approvalStatus,
  requestApproval,
} from './approval.store.ts';

const messages = {
  pending: APPROVAL_PENDING_MESSAGE,
  success: APPROVAL_SENT_MESSAGE,
  failure: APPROVAL_FAILED_MESSAGE,
};

/**
 * Shown when the server answered that the order is over the buyer's spending limit: the limit in
 * its words, and a note for the company's admins. Loaded then, with the forms library; what the buyer
 * typed stays while the order is not sent.
 */
export default function ApprovalRequestForm({ reason }: { reason: string }) {
  const form = useSchemaForm<ApprovalNoteForm>(approvalNoteForm, { defaultValues: { ApprovalNote: '' } });
  const status = useStore(approvalStatus.$status);
  const errorId = useId();
  const note = fieldWiring(form, 'ApprovalNote', { errorId });
  const { setFocus } = form;
  // The answer replaced the button the buyer pressed: the keyboard goes on in the note.
  useEffect(() => setFocus('ApprovalNote'), [setFocus]);

  return (
    <form
      className="approval-request"
      aria-label="Send for approval"
      noValidate
      onFocus={() => prepareVerification()}
      onSubmit={(event) => void form.handleSubmit((values) => requestApproval(values.ApprovalNote))(event)}
    >
      <p className="approval-request__reason">{reason} An admin of your company must approve it before it is placed.</p>
      <label className="field">
        <span>Note for your admin</span>
        <textarea {...note.props} rows={3} maxLength={APPROVAL_NOTE_MAX_LENGTH} />
        <FieldMessage id={errorId} message={note.message} />
      </label>
      <button type="submit" className="button" disabled={status === 'pending'}>
        Send for approval
      </button>
      <FormStatusView status={status} messages={messages} />
    </form>
  );
}
