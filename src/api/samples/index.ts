import { accountSamples } from './account.ts';
import { approvalSamples } from './approvals.ts';
import { catalogSamples } from './catalog.ts';
import { companySamples } from './company.ts';
import { contentSamples } from './content.ts';
import { formSamples } from './forms.ts';
import { listSamples } from './lists.ts';
import type { CallSamples } from './sample.ts';
import { sessionSamples } from './session.ts';
import { staffContentSamples } from './staff-content.ts';
import { staffSamples } from './staff.ts';
import type { CallName } from '../calls.ts';

export type { CallSample, CallSamples } from './sample.ts';
export { dealerInfo } from './session.ts';

/** A valid request and answer for every call of the contract; handy fixtures for server and site tests. */
export const callSamples: CallSamples<CallName> = {
  ...catalogSamples,
  ...sessionSamples,
  ...accountSamples,
  ...contentSamples,
  ...formSamples,
  ...listSamples,
  ...companySamples,
  ...staffSamples,
  ...staffContentSamples,
  ...approvalSamples,
};
