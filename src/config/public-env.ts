/// <reference types="astro/client" />

/**
 * Public settings the build writes into browser code. Each is named in full so the build replaces
 * it with its value alone; under plain Node (build scripts, tests) there are none and '' applies.
 */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Catalogue API the browser calls; '' is the page's own origin. */
export const publicApiBase = text(import.meta.env?.PUBLIC_API_BASE);

/** reCAPTCHA v3 site key; '' uses the local development provider. */
export const recaptchaSiteKey = text(import.meta.env?.PUBLIC_RECAPTCHA_SITE_KEY);
