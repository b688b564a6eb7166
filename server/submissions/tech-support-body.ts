import { validator } from 'hono/validator';
import type * as z from 'zod/mini';
import { demoFormRequest, techSupportRequest } from '../../src/api/forms.ts';
import { errorBody, issuesFromZod } from '../../src/api/errors.ts';
import { contentTypeFault } from '../http/validate.ts';

/** What was posted to the TechSupport path: the tech-support form or the custom demo form. */
export type TechSupportBody =
  | { form: 'techSupport'; body: z.output<typeof techSupportRequest> }
  | { form: 'demo'; body: z.output<typeof demoFormRequest> };

const demoKeys = new Set(Object.keys(demoFormRequest.shape));

/** The demo form posts only its own few keys. */
function looksLikeDemo(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => demoKeys.has(key));
}

function parseBody(value: unknown): TechSupportBody | z.core.$ZodError {
  if (looksLikeDemo(value)) {
    const demo = demoFormRequest.safeParse(value);
    return demo.success ? { form: 'demo', body: demo.data } : demo.error;
  }
  const tech = techSupportRequest.safeParse(value);
  return tech.success ? { form: 'techSupport', body: tech.data } : tech.error;
}

/**
 * Validates a TechSupport body. The body's keys pick the form, so a 400 names the fields of the
 * form that was actually sent rather than a bare "invalid union".
 */
export const techSupportBody = validator('json', async (value, c) => {
  const fault = await contentTypeFault(c);
  if (fault) return fault;
  const parsed = parseBody(value);
  if (parsed instanceof Error) return c.json(errorBody('Invalid request', issuesFromZod(parsed)), 400);
  return parsed;
});
