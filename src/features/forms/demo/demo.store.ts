import { createFormStatus } from '../form-status.store.ts';
import { sendDemoRequest } from './demo.api.ts';
import { demoRequest, type DemoForm } from './demo-form.ts';

/** The page's demo form status (one demo form per landing page). */
export const demoStatus = createFormStatus();

/**
 * Sends a demo request after human verification. Resolves true when it was stored; a failure is
 * only logged (by the form status), as the spec shows no feedback for it.
 */
export function submitDemoRequest(form: DemoForm): Promise<boolean> {
  return demoStatus.submit((pass) => sendDemoRequest(demoRequest(form), pass));
}
