import { openModal, type ModalName } from '../session/modal.store.ts';

/**
 * Opening the login (or registration request) modal from plain page code, before any framework
 * has loaded: the modal store is set, then the header's login island
 * (`client:interaction="login"`) is woken to show it.
 */

/** The wake event of the header's login island. */
export const LOGIN_WAKE_EVENT = 'av:wake:login';

/** Query parameter a signed-in page adds when it sends an anonymous visitor home. */
export const SIGN_IN_PARAM = 'signin';

/** Shown in the login modal after a signed-in page sent the visitor home. */
export const SIGN_IN_REQUIRED_REASON = 'Please sign in to open that page.';

/** Where a signed-in page sends an anonymous visitor. */
export const SIGN_IN_REDIRECT = `/?${SIGN_IN_PARAM}=required`;

/** Modals a link may open with `data-open-modal`. */
const openable: readonly ModalName[] = ['login', 'register'];

export function requestModal(name: ModalName, reason?: string): void {
  openModal(name, reason);
  window.dispatchEvent(new Event(LOGIN_WAKE_EVENT));
}

/**
 * Wires `[data-open-modal="login|register"]` links (their href is the way without scripts) and
 * opens the login modal once when the address carries the sign-in parameter (the parameter is then
 * dropped, so a reload or Back does not reopen it).
 */
export function initLoginRequests(): void {
  document.addEventListener('click', (event) => {
    const trigger = event.target instanceof Element ? event.target.closest('[data-open-modal]') : null;
    const name = openable.find((modal) => modal === trigger?.getAttribute('data-open-modal'));
    if (!name) return;
    event.preventDefault();
    requestModal(name);
  });
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGN_IN_PARAM)) return;
  url.searchParams.delete(SIGN_IN_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  requestModal('login', SIGN_IN_REQUIRED_REASON);
}
