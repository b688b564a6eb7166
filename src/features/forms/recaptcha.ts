import type { CaptchaProvider } from './captcha.ts';

/** The part of Google's reCAPTCHA v3 API the site uses. */
interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

function isRecaptchaApi(value: unknown): value is RecaptchaApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    'ready' in value &&
    typeof value.ready === 'function' &&
    'execute' in value &&
    typeof value.execute === 'function'
  );
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = (event) => reject(new Error(`Could not load ${src}`, { cause: event }));
    document.head.append(script);
  });
}

/**
 * reCAPTCHA v3. Its script is loaded on first need (a form's first focus or submit), never at
 * page start, so pages without forms in use pay nothing for it.
 */
export function recaptchaV3(siteKey: string, load: (src: string) => Promise<void> = loadScript): CaptchaProvider {
  let ready: Promise<RecaptchaApi> | undefined;
  const prepare = (): Promise<RecaptchaApi> => {
    ready ??= load(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`).then(() => {
      const grecaptcha: unknown = Reflect.get(window, 'grecaptcha');
      if (!isRecaptchaApi(grecaptcha)) throw new Error('reCAPTCHA did not start');
      return new Promise<RecaptchaApi>((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
    });
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };
  return {
    prepare: () => void prepare().catch((error: unknown) => console.warn(error)),
    token: async (action) => (await prepare()).execute(siteKey, { action }),
  };
}
