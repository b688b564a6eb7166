import { z } from 'zod';
import { CAPTCHA_ACTION, DEV_TOKEN_PREFIX } from '../../src/api/misc.ts';
import type { ServerConfig } from '../config.ts';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores from 0 (bot) to 1 (human); below this a submission is refused. */
export const MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 5_000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

async function verifyWithRecaptcha(secret: string, token: string, fetcher: typeof fetch): Promise<boolean> {
  try {
    const response = await fetcher(SITEVERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = siteverifyAnswer.safeParse(await response.json());
    return (
      answer.success &&
      answer.data.success &&
      (answer.data.score ?? 0) >= MIN_SCORE &&
      answer.data.action === CAPTCHA_ACTION
    );
  } catch (cause) {
    console.error(new Error('reCAPTCHA verification failed', { cause }));
    return false;
  }
}

/**
 * Checks a human-verification token. `CAPTCHA=reject` refuses everything; with `RECAPTCHA_SECRET`
 * the token is verified by reCAPTCHA v3 (score and action `submit`); otherwise the local
 * development provider's tokens (`dev-…`) are accepted.
 */
export async function verifyCaptcha(
  config: ServerConfig,
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const trimmed = token.trim();
  if (config.captchaMode === 'reject' || trimmed === '') return false;
  if (config.recaptchaSecret) return verifyWithRecaptcha(config.recaptchaSecret, trimmed, fetcher);
  return trimmed.startsWith(DEV_TOKEN_PREFIX) && trimmed.length > DEV_TOKEN_PREFIX.length;
}
