import { DemoForm } from '../../../api/calls/forms.ts';
import { passHeaders } from '../../../api/misc.ts';
import type { DemoFormRequest } from '../../../api/forms.ts';
import { api } from '../../session/api.ts';

/** Posts a custom demo request (the TechSupport path) with the human-verification pass. */
export function sendDemoRequest(body: DemoFormRequest, pass: string): Promise<unknown> {
  return api.call(DemoForm, body, { headers: passHeaders(pass) });
}
