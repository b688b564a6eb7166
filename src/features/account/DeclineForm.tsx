import { useEffect, useId, useState } from 'react';
import { declineForm, type DeclineForm as DeclineValues, type OrderApproval } from '../../api/approvals.ts';
import { APPROVAL_NOTE_MAX_LENGTH } from '../../config/company-roles.ts';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { declineOrder } from './approvals.api.ts';

/** Declines a request with the reason the buyer is told; loaded when the admin asks, with the forms library. */
export default function DeclineForm({
  approval,
  onDeclined,
}: {
  approval: OrderApproval;
  onDeclined: (approvals: OrderApproval[]) => void;
}) {
  const form = useSchemaForm<DeclineValues>(declineForm, { defaultValues: { Reason: '' } });
  const errorId = useId();
  const reason = fieldWiring(form, 'Reason', { errorId });
  const [failed, setFailed] = useState(false);
  const { setFocus } = form;
  useEffect(() => setFocus('Reason'), [setFocus]);

  async function submit(values: DeclineValues) {
    setFailed(false);
    try {
      onDeclined(await declineOrder(approval.Id, values.Reason));
    } catch (error) {
      console.error(new Error(`Request ${approval.Id} was not declined`, { cause: error }));
      setFailed(true);
    }
  }

  return (
    <form
      className="account-form"
      aria-label={`Decline request ${approval.Id}`}
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <label className="field">
        <span>Reason for {approval.BuyerName}</span>
        <textarea {...reason.props} rows={2} maxLength={APPROVAL_NOTE_MAX_LENGTH} />
        <FieldMessage id={errorId} message={reason.message} />
      </label>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        Decline request<span className="visually-hidden"> {approval.Id}</span>
      </button>
      {failed && <p role="alert">{FORM_FAILURE_MESSAGE}</p>}
    </form>
  );
}
