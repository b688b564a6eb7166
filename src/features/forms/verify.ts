import { ValidateCaptcha } from '../../api/calls/visitor.ts';
import { api } from '../session/api.ts';
import { CAPTCHA_ACTION, passOf } from '../../api/misc.ts';
import { captcha, type CaptchaProvider } from './captcha.ts';

/**
 * Human verification before a submission: a token from the provider, checked by the server's
 * ValidateCaptcha. Resolves the pass to send with the submission (see `passHeaders`), or null when
 * the answer is a rejection; failures to get or check a token throw.
 */
export async function verifyHuman(provider: CaptchaProvider = captcha): Promise<string | null> {
  const token = await provider.token(CAPTCHA_ACTION);
  const answer = await api.call(ValidateCaptcha, { captcha: token });
  return passOf(answer);
}

/** Loads the provider ahead of the first submission (call on a form's first focus). */
export function prepareVerification(provider: CaptchaProvider = captcha): void {
  provider.prepare();
}
