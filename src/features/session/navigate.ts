/** The page a navigation already under way is leaving for, if any. */
let leavingFor: string | undefined;
// A page restored from the back/forward cache is no longer being left.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leavingFor = undefined;
  });
}

/** Full page navigation: every page of the site is a static document. */
export function goTo(path: string): void {
  leavingFor = path;
  window.location.assign(path);
}

/**
 * Navigation that replaces the current history entry (redirects). A redirect never overrides a
 * navigation already chosen: signing out leaves for home, and the guard of the page being left
 * must not send the visitor to the sign-in prompt instead.
 */
export function redirectTo(path: string): void {
  if (leavingFor !== undefined) return;
  leavingFor = path;
  window.location.replace(path);
}
