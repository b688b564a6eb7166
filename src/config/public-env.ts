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

/** IP location service the tech support form asks once to fill in the address; '' turns it off. */
export const geolocationUrl = text(import.meta.env?.PUBLIC_GEOLOCATION_URL);

/** Script of the help-desk widget on /support; '' leaves the slot empty. */
export const helpDeskWidgetUrl = text(import.meta.env?.PUBLIC_HELPDESK_WIDGET_URL);
