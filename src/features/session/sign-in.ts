/**
 * The words of the sign-in hand-over between pages, with no imports so any page script may use
 * them without loading the session's code.
 */

/** Query parameter a signed-in page adds when it sends an anonymous visitor home. */
export const SIGN_IN_PARAM = 'signin';

/** Where a signed-in page sends an anonymous visitor. */
export const SIGN_IN_REDIRECT = `/?${SIGN_IN_PARAM}=required`;

/** Shown in the login modal after a signed-in page sent the visitor home. */
export const SIGN_IN_REQUIRED_REASON = 'Please sign in to open that page.';

/** The wake event of the header's login island (`client:interaction="login"`). */
export const LOGIN_WAKE_EVENT = 'av:wake:login';
