import type { AccountChangeRequest } from '../../src/api/account-change.ts';
import type { SubmissionAck } from '../../src/api/ack.ts';
import type { AppContext } from '../context.ts';
import { mailboxes } from '../mail/addresses.ts';
import { deliverSoon } from '../mail/outbox.ts';
import { formKinds } from '../submissions/forms.ts';
import { fileSubmission } from '../submissions/submit.ts';
import type { Account } from './accounts.ts';
import { accountChangeMailText, changedFields } from './change-mail.ts';

/**
 * Files the account information a dealer asks to change and mails it to the account managers
 * (reply-to the dealer), the changed fields first. The account itself is not changed: its manager does that.
 */
export async function requestAccountChange(
  ctx: AppContext,
  account: Account,
  body: AccountChangeRequest,
): Promise<SubmissionAck> {
  const form = formKinds.accountChange;
  const who = { account: account.bpid, userName: account.userName };
  const payload = { ...who, ...body };
  const changed = changedFields(account.profile, body).length;
  const mail = {
    kind: form.kind,
    from: mailboxes.noReply,
    to: form.to,
    replyTo: account.email,
    subject: `${form.label} from ${account.userName} (${account.bpid}): ${changed} ${changed === 1 ? 'field' : 'fields'} changed`,
    text: accountChangeMailText(form.label, who, account.profile, body),
  };
  const { submissionId, outboxId } = await ctx.db
    .transaction()
    .execute((trx) => fileSubmission(trx, form.kind, payload, mail, account.id));
  deliverSoon(ctx, outboxId);
  return { status: 200, id: submissionId };
}
