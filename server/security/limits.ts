import type { LimitRule } from './rate-limit.ts';

const FIVE_MINUTES = 5 * 60;
const TEN_MINUTES = 10 * 60;

/**
 * The rate limits. Sign-in limits count failures only, so a person who types the right password is
 * never held back by their own successful sessions, and a lock ends within five minutes.
 */
export const limitRules = {
  /** Wrong passwords for one account, from anywhere: stops guessing one account's password. */
  loginFailuresPerAccount: { name: 'login-account', limit: 10, windowSeconds: FIVE_MINUTES },
  /** Wrong passwords from one address, for any account: stops spraying many accounts. */
  loginFailuresPerAddress: { name: 'login-address', limit: 30, windowSeconds: FIVE_MINUTES },
  /** Wrong current passwords on ChangePassword for one account (a stolen session guessing). */
  passwordFailuresPerAccount: { name: 'password-account', limit: 5, windowSeconds: FIVE_MINUTES },
  passwordFailuresPerAddress: { name: 'password-address', limit: 20, windowSeconds: FIVE_MINUTES },
} as const satisfies Record<string, LimitRule>;

/** Public form posts from one address; the count is configurable (RATE_LIMIT_FORM_POSTS). */
export const formPostsPerAddress = (limit: number): LimitRule => ({
  name: 'forms-address',
  limit,
  windowSeconds: TEN_MINUTES,
});

/**
 * Human-verification checks from one address (each may cost a call to the provider). Every form post
 * and order needs one, and a visitor may check again (a failed check, a retried submit), so the
 * limit follows the form posts allowed, with room for six checks a post and never under 120.
 */
export const humanChecksPerAddress = (formPosts: number): LimitRule => ({
  name: 'captcha-address',
  limit: Math.max(120, formPosts * 6),
  windowSeconds: TEN_MINUTES,
});

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
export const TOO_MANY_POSTS = 'Too many submissions from your address. Please try again later.';
