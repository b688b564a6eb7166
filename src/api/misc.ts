import { z } from 'zod';
import { nonEmpty } from './rules.ts';

/** `captcha` is the bot-check token obtained for the action `submit`. */
export const validateCaptchaRequest = z.object({ captcha: nonEmpty('captcha is required') });

/**
 * A truthy body means accepted. Hosts differ in what they answer, so any JSON value is allowed;
 * this API answers `true` or `false`. Read it with `isAccepted`.
 */
export const validateCaptchaResponse = z.json();

/** JavaScript truthiness of the ValidateCaptcha body (`false`, `0`, `""`, `null` are rejections). */
export function isAccepted(body: z.infer<typeof validateCaptchaResponse>): boolean {
  return Boolean(body);
}

/** The address that led to the 404 page. Sent as `application/json-patch+json`. */
export const reportNotFoundRequest = z.object({ URL: nonEmpty('URL is required') });

export type ValidateCaptchaRequest = z.input<typeof validateCaptchaRequest>;
export type ValidateCaptchaResponse = z.infer<typeof validateCaptchaResponse>;
export type ReportNotFoundRequest = z.input<typeof reportNotFoundRequest>;
