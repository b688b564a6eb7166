/** Password reset ("Forgot password?"): where the mailed link leads and how long it works. */
export const passwordReset = {
  /** The page that sets the new password; the token travels in the link's fragment (#token=…). */
  path: '/reset-password',
  /** A link works once, within an hour of being sent. */
  linkValidSeconds: 60 * 60,
  /** The one answer to a link that is unknown, used or expired: which of them is not said. */
  invalidLinkText: 'This reset link is not valid or has expired. Please ask for a new one.',
  /** Said whether or not an account matches, so the form tells no one which accounts exist. */
  sentText:
    'If an account matches, we have sent a link to reset its password to the email address it has with us. The link works once, within one hour.',
  doneText:
    'Your password has been reset and every earlier sign-in has ended. You can now sign in with your new password.',
} as const;
