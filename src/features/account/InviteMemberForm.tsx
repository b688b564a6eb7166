import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { inviteMemberRequest, type CompanyMember, type InviteMemberRequest } from '../../api/company.ts';
import { EMAIL_MAX_LENGTH } from '../../api/patterns.ts';
import { companyRoles, roleLabels } from '../../config/company-roles.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { inviteMember } from './members.api.ts';
import { FormOutcome } from './FormOutcome.tsx';
import { TextField } from './TextField.tsx';
import '../forms/forms.css';
import './account-form.css';

const fieldNames = ['UserName', 'Email', 'Role'] as const;
const isField = (field: string): field is (typeof fieldNames)[number] =>
  (fieldNames as readonly string[]).includes(field);

/**
 * Invites a colleague: the user name they sign in with, the address the link goes to, their role.
 * Loaded when the admin asks for it, so the Members page starts without the forms library.
 */
export default function InviteMemberForm({ onInvited }: { onInvited: (members: CompanyMember[]) => void }) {
  const form = useSchemaForm<InviteMemberRequest>(inviteMemberRequest, { defaultValues: { Role: 'buyer' } });
  const [status, setStatus] = useState<{ sent?: string; failed?: boolean }>({});
  const roleMessageId = useId();
  const { setFocus } = form;
  // Opened by a button: the keyboard goes on in the form's first field.
  useEffect(() => setFocus('UserName'), [setFocus]);

  async function submit(values: InviteMemberRequest) {
    setStatus({});
    try {
      onInvited(await inviteMember(values));
      setStatus({ sent: values.Email });
      form.reset({ UserName: '', Email: '', Role: values.Role });
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues.filter((issue) => isField(issue.field)) : [];
      for (const issue of issues) if (isField(issue.field)) form.setError(issue.field, { message: issue.reason });
      if (issues.length === 0) {
        console.error(new Error('The invitation was not sent', { cause: error }));
        setStatus({ failed: true });
      }
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <fieldset disabled={form.formState.isSubmitting}>
        <legend>Invite a colleague</legend>
        <TextField form={form} name="UserName" label="User name" required autoComplete="off" maxLength={100} />
        <TextField form={form} name="Email" label="Email" required autoComplete="off" maxLength={EMAIL_MAX_LENGTH} />
        <label className="field">
          <span>Role</span>
          <select {...form.register('Role')} aria-describedby={roleMessageId}>
            {companyRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
          <FieldMessage id={roleMessageId} message={form.formState.errors.Role?.message} />
        </label>
        <div className="account-actions">
          <button type="submit" className="button">
            Send invitation
          </button>
        </div>
      </fieldset>
      <FormOutcome
        done={status.sent && `Invitation sent to ${status.sent}. The link works once, within 7 days.`}
        failed={status.failed === true}
      />
    </form>
  );
}
