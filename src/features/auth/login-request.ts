import { openModal, type ModalName } from '../session/modal.store.ts';
import { LOGIN_WAKE_EVENT, SIGN_IN_PARAM, SIGN_IN_REQUIRED_REASON } from './sign-in.ts';

/**
 * Opening the login (or registration request) modal from plain page code, before any framework
 * has loaded: the modal store is set, then the header's login island is woken to show it. The
 * header loads this module only when a page asks for a modal.
 */

/** Modals a link may open with `data-open-modal`. */
const openable: readonly ModalName[] = ['login', 'register'];

export function requestModal(name: ModalName, reason?: string): void {
  openModal(name, reason);
  window.dispatchEvent(new Event(LOGIN_WAKE_EVENT));
}

/** Opens the modal a `[data-open-modal="login|register"]` link names. */
export function requestModalOf(trigger: Element): void {
  const name = openable.find((modal) => modal === trigger.getAttribute('data-open-modal'));
  if (name) requestModal(name);
}

/**
 * Opens the login modal with a word on why when a signed-in page sent the visitor here; the
 * parameter is dropped first, so a reload or Back does not reopen it.
 */
export function openSignInFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGN_IN_PARAM)) return;
  url.searchParams.delete(SIGN_IN_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  requestModal('login', SIGN_IN_REQUIRED_REASON);
}
