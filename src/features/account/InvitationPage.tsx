import { AcceptInvitation } from '../../api/calls/company.ts';
import type { AcceptInvitationRequest } from '../../api/session.ts';
import { INVALID_INVITATION } from '../../config/company-roles.ts';
import { LinkPasswordForm } from './LinkPasswordForm.tsx';
import { api } from '../session/api.ts';

export const INVITATION_DONE_TEXT =
  'Your password is set. Sign in with your user name or email address and this password.';

const accept = (request: AcceptInvitationRequest) => api.call(AcceptInvitation, request);

/** /account/invitation: an invited colleague's first password, set with the invitation link's token. */
export default function InvitationPage() {
  return (
    <LinkPasswordForm
      legend="Choose your password"
      submitLabel="Set password"
      doneText={INVITATION_DONE_TEXT}
      invalidLinkText={INVALID_INVITATION}
      send={accept}
    />
  );
}
