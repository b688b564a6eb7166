/**
 * The smallest view of the session, for code that runs before any framework loads (hydration
 * directives, the pre-paint auth flag). It reads browser storage directly and imports nothing.
 */

/** Browser storage key of the session's bearer token. */
export const TOKEN_KEY = 'av:token:v1';

/** Browser storage key of the session state (`$auth`: who is signed in, their profile). */
export const AUTH_KEY = 'av:auth:v1';

/**
 * Browser storage key marking a session kept without Remember me: it lasts while the browser
 * session cookie below does, and is discarded at the first page after the browser closed.
 */
export const SESSION_ONLY_KEY = 'av:session-only:v1';

/** The browser session cookie (no expiry: every tab shares it, the browser drops it on closing). */
export const BROWSER_SESSION_COOKIE = 'av-session=1';

/** Window event fired when a session starts on this page. */
export const SIGNED_IN_EVENT = 'av:signed-in';

/**
 * True when a session token is stored (localStorage, shared by every tab; storage may be
 * unavailable in private modes).
 */
export function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

/** Marks the page as signed in or out: `data-auth` on <html> drives the header's static slots. */
export function flagSession(signedIn: boolean): void {
  document.documentElement.dataset.auth = signedIn ? 'in' : 'out';
  if (signedIn) window.dispatchEvent(new Event(SIGNED_IN_EVENT));
}

/**
 * Marks what the signed-in login's role may use: `data-may` on <html> (space-separated capabilities)
 * hides the static links marked `needs-<capability>` that the role may not use.
 */
export function flagCapabilities(may: readonly string[]): void {
  document.documentElement.dataset.may = may.join(' ');
}
