import { api } from '../../api/client.ts';
import { isAccepted } from '../../api/misc.ts';
import { captcha, type CaptchaProvider } from './captcha.ts';

/** The action name every form verifies. */
export const CAPTCHA_ACTION = 'submit';

/**
 * Human verification before a submission: a token from the provider, checked by the server's
 * ValidateCaptcha. A falsy answer is a rejection; failures to get or check a token throw.
 */
export async function verifyHuman(provider: CaptchaProvider = captcha): Promise<boolean> {
  const token = await provider.token(CAPTCHA_ACTION);
  const answer = await api.call('ValidateCaptcha', { captcha: token });
  return isAccepted(answer);
}

/** Loads the provider ahead of the first submission (call on a form's first focus). */
export function prepareVerification(provider: CaptchaProvider = captcha): void {
  provider.prepare();
}
