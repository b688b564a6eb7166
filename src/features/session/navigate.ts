/** Full page navigation: every page of the site is a static document. */
export function goTo(path: string): void {
  window.location.assign(path);
}

/** Navigation that replaces the current history entry (redirects). */
export function redirectTo(path: string): void {
  window.location.replace(path);
}
