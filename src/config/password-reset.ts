/** Password reset ("Forgot password?"): where the mailed link leads and how long it works. */
export const passwordReset = {
  /** The page that sets the new password; the token travels in the link's fragment (#token=…). */
  path: '/reset-password',
  /** A link works once, within an hour of being sent. */
  linkValidSeconds: 60 * 60,
  /** The one answer to a link that is unknown, used or expired: which of them is not said. */
  invalidLinkText: 'This reset link is not valid or has expired. Please ask for a new one.',
} as const;
