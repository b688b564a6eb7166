/// <reference types="astro/client" />

/**
 * Public settings the build writes into browser code. Each is named in full so the build replaces
 * it with its value alone ('' when unset). Only ever `import.meta.env.NAME`: on its own (or with
 * `?.`) Astro writes into the server bundle every environment variable whose name appears in the
 * file (even the shell's `_`), so the bundle, and with it the page cache of incremental builds,
 * would change with how a publish was started. Read only where the bundler runs (pages, islands,
 * Vitest).
 */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Catalogue API the browser calls; '' is the page's own origin. */
export const publicApiBase = text(import.meta.env.PUBLIC_API_BASE);

/** reCAPTCHA v3 site key; '' uses the local development provider. */
export const recaptchaSiteKey = text(import.meta.env.PUBLIC_RECAPTCHA_SITE_KEY);

/** IP location service the tech support form asks once to fill in the address; '' turns it off. */
export const geolocationUrl = text(import.meta.env.PUBLIC_GEOLOCATION_URL);

/** Script of the help-desk widget on /support; '' leaves the slot empty. */
export const helpDeskWidgetUrl = text(import.meta.env.PUBLIC_HELPDESK_WIDGET_URL);

/** Script of the site-wide live-chat widget; '' loads none. */
export const chatWidgetUrl = text(import.meta.env.PUBLIC_CHAT_WIDGET_URL);
