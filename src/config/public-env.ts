/// <reference types="astro/client" />

/**
 * Public settings the build writes into browser code (Vite's `import.meta.env`). Under plain Node
 * (build scripts, tests) there are none and the defaults apply.
 */
const env: Partial<Record<string, unknown>> = import.meta.env ?? {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Catalogue API the browser calls; '' is the page's own origin. */
export const publicApiBase = text(env.PUBLIC_API_BASE);

/** reCAPTCHA v3 site key; '' uses the local development provider. */
export const recaptchaSiteKey = text(env.PUBLIC_RECAPTCHA_SITE_KEY);
