import * as z from 'zod/mini';
import { int } from './rules.ts';

/**
 * Acknowledgements. The spec shows no response body for form posts and updates (the site only looks
 * at the HTTP status), so the API answers these small bodies.
 */

/** An update that creates nothing (UpdateComments, ChangePassword). */
export const statusAck = z.object({ status: z.literal(200) });

/** A stored submission (enquiries, registration, FAQ question, not-found report); `id` is its record. */
export const submissionAck = z.extend(statusAck, { id: int() });

export type StatusAck = z.infer<typeof statusAck>;
export type SubmissionAck = z.infer<typeof submissionAck>;
