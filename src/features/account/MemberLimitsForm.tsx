import { useEffect, useState } from 'react';
import { limitOfText, memberLimitsForm, type CompanyMember, type MemberLimitsForm } from '../../api/company.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { setMemberLimits } from './members.api.ts';
import { FormOutcome } from './FormOutcome.tsx';
import { TextField } from './TextField.tsx';
import '../forms/forms.css';
import './account-form.css';

const typed = (limit: number | null) => (limit === null ? '' : limit.toFixed(2));

/**
 * A buyer's spending limits per order and per calendar month; empty is no limit. An order over one
 * waits for an admin's approval. Loaded when the admin asks for it, with the forms library.
 */
export default function MemberLimitsForm({
  member,
  onSaved,
}: {
  member: CompanyMember;
  onSaved: (members: CompanyMember[]) => void;
}) {
  const form = useSchemaForm<MemberLimitsForm>(memberLimitsForm, {
    defaultValues: { OrderLimit: typed(member.OrderLimit), MonthLimit: typed(member.MonthLimit) },
  });
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const { setFocus } = form;
  // Opened by a button: the keyboard goes on in the form's first field.
  useEffect(() => setFocus('OrderLimit'), [setFocus, member.MemberId]);

  async function submit(values: MemberLimitsForm) {
    setStatus(null);
    try {
      const limits = { OrderLimit: limitOfText(values.OrderLimit), MonthLimit: limitOfText(values.MonthLimit) };
      onSaved(await setMemberLimits(member.MemberId, limits));
      setStatus('saved');
    } catch (error) {
      console.error(new Error('The limits were not saved', { cause: error }));
      setStatus('failed');
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>Spending limits of {member.UserName}</legend>
        <p>
          In US dollars; leave a field empty for no limit. They apply while {member.UserName} is a Buyer: an order over
          one waits for an admin&apos;s approval.
        </p>
        <TextField form={form} name="OrderLimit" label="Limit per order" autoComplete="off" maxLength={20} />
        <TextField form={form} name="MonthLimit" label="Limit per calendar month" autoComplete="off" maxLength={20} />
        <div className="account-actions">
          <button type="submit" className="button">
            Save limits
          </button>
        </div>
      </fieldset>
      <FormOutcome done={status === 'saved' && `Limits saved for ${member.UserName}.`} failed={status === 'failed'} />
    </form>
  );
}
