import { BROWSER_SESSION_COOKIE, SESSION_ONLY_KEY } from '../session/session-flag.ts';

/**
 * Remember me decides whether the session outlives the browser. Either way the session is kept in
 * localStorage, so every tab of the browser shares it and a sign-out in one ends it in all. A
 * session that is not remembered is marked so and tied to the browser session cookie; the first
 * page after the browser closed finds the mark without the cookie and discards the session
 * (SessionStart.astro, before anything reads it).
 */
export function setSessionRemembered(remember: boolean): void {
  try {
    if (remember) {
      localStorage.removeItem(SESSION_ONLY_KEY);
      return;
    }
    const secure = location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${BROWSER_SESSION_COOKIE}; path=/; samesite=strict${secure}`;
    localStorage.setItem(SESSION_ONLY_KEY, '1');
  } catch (cause) {
    // Storage blocked (some private modes): the session lives in this page's memory only.
    console.warn(new Error('Remember me could not be stored', { cause }));
  }
}

/** The current session was kept with Remember me. */
export function isSessionRemembered(): boolean {
  try {
    return !localStorage.getItem(SESSION_ONLY_KEY);
  } catch {
    return false;
  }
}
