import { DEV_TOKEN_PREFIX } from '../../api/misc.ts';
import { recaptchaSiteKey } from '../../config/public-env.ts';
import { recaptchaV3 } from './recaptcha.ts';

/** A source of human-verification tokens for the server's ValidateCaptcha check. */
export interface CaptchaProvider {
  /** Starts loading what the provider needs; called when a form is first used. */
  prepare(): void;
  /** A fresh token for the action (the site always verifies the action `submit`). */
  token(action: string): Promise<string>;
}

/**
 * Local development provider: the bundled server accepts `dev-` tokens unless it runs with
 * CAPTCHA=reject. Nothing to load.
 */
export function developmentCaptcha(random: () => string = () => crypto.randomUUID()): CaptchaProvider {
  return {
    prepare: () => undefined,
    token: async () => `${DEV_TOKEN_PREFIX}${random()}`,
  };
}

/** The site's provider: reCAPTCHA v3 when PUBLIC_RECAPTCHA_SITE_KEY is set, else the development one. */
export const captcha: CaptchaProvider = recaptchaSiteKey ? recaptchaV3(recaptchaSiteKey) : developmentCaptcha();
