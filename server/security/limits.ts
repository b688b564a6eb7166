import type { LimitRule } from './rate-limit.ts';

const FIVE_MINUTES = 5 * 60;
const TEN_MINUTES = 10 * 60;
const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * The rate limits. Sign-in is limited so that a flood slows the attacker, not everyone: every attempt
 * from an address counts (successful ones too), failures of one account from one address wait longer
 * each time (sign-in-guard.ts), and an account's ceiling on failures from everywhere spares the
 * addresses it has signed in from before.
 */
export const limitRules = {
  /**
   * Wrong passwords for one account from every address (many addresses guessing one account). Past
   * it, only addresses the account signed in from before may still try: the owner's way back.
   */
  loginFailuresPerAccount: { name: 'login-account', limit: 100, windowSeconds: FIFTEEN_MINUTES },
  /** Wrong current passwords on ChangePassword for one account (a stolen session guessing). */
  passwordFailuresPerAccount: { name: 'password-account', limit: 5, windowSeconds: FIVE_MINUTES },
  passwordFailuresPerAddress: { name: 'password-address', limit: 20, windowSeconds: FIVE_MINUTES },
  /** "Forgot password?" requests from one address, whatever account they name. */
  resetRequestsPerAddress: { name: 'reset-address', limit: 10, windowSeconds: ONE_HOUR },
  /**
   * Reset mails to one account: past it, requests get the same answer and no mail, so a flood
   * neither fills the owner's inbox nor tells which accounts exist.
   */
  resetMailsPerAccount: { name: 'reset-account', limit: 3, windowSeconds: ONE_HOUR },
  /** New passwords set with a reset link from one address (each costs a password hash). */
  resetsPerAddress: { name: 'reset-use-address', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  /**
   * Calls of the rebuild hook from one address, counted before the secret is compared and taken
   * back when it was right: a tool calling with the secret is never held, a guesser stops at 10.
   */
  rebuildGuessesPerAddress: { name: 'rebuild-address', limit: 10, windowSeconds: TEN_MINUTES },
} as const satisfies Record<string, LimitRule>;

/**
 * Sign-ins counted whatever their outcome (RATE_LIMIT_SIGN_INS in five minutes, 30 by default): the
 * attempts of one address (a flood from one place stops here) and the successful sign-ins of one
 * account (a flood of correct logins, a leaked password, is held too).
 */
export const signInRules = (perWindow: number) =>
  ({
    attemptsPerAddress: { name: 'login-address', limit: perWindow, windowSeconds: FIVE_MINUTES },
    successesPerAccount: { name: 'login-success', limit: perWindow, windowSeconds: FIVE_MINUTES },
  }) as const satisfies Record<string, LimitRule>;

/**
 * Wrong passwords one address may try for one account before it waits; each further failure doubles
 * the wait (1 s, 2 s, 4 s… at most 15 minutes). Only that address waits for that account.
 */
export const pairDelay = { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: FIFTEEN_MINUTES };

/** Sign-ins hashing at once for one address; more are refused at once rather than queued. */
export const HASHES_PER_ADDRESS = 2;

/** How long an address an account signed in from stays its owner's way in past the ceiling. */
export const KNOWN_ADDRESS_DAYS = 30;

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

/**
 * Bulk product reads (GetItemDetails, up to 250 products a call) over the network from one address:
 * RATE_LIMIT_BULK_READS calls in ten seconds (2 by default: 500 products, 3,000 a minute). A short
 * window keeps a client from spending a minute's budget in one burst. The build pulls in-process and
 * is not counted; a build pulling over HTTP from one address may raise it.
 */
export const bulkReadsPerAddress = (limit: number): LimitRule => ({ name: 'bulk-address', limit, windowSeconds: 10 });

/**
 * Not-found reports from one address: a visitor meets a few broken links, a script thousands. It
 * follows the form posts allowed (RATE_LIMIT_FORM_POSTS), never under 30 in ten minutes.
 */
export const notFoundReportsPerAddress = (formPosts: number): LimitRule => ({
  name: 'not-found-address',
  limit: Math.max(30, formPosts),
  windowSeconds: TEN_MINUTES,
});

/**
 * Signed-in writes that mail staff (quote requests, account change requests), counted per account
 * (`perHour`) and per address: an office may hold several dealers' desks, so an address may send
 * three accounts' worth. Each request stores rows and sends a mail, so a stolen or scripted session
 * cannot flood sales' inbox or grow the database.
 */
export const mailingWriteRules = (name: string, perHour: number) =>
  ({
    perAccount: { name: `${name}-account`, limit: perHour, windowSeconds: ONE_HOUR },
    perAddress: { name: `${name}-address`, limit: perHour * 3, windowSeconds: ONE_HOUR },
  }) as const satisfies Record<string, LimitRule>;

/**
 * Searches from one address: RATE_LIMIT_SEARCHES in ten seconds (60 by default). The search box asks
 * once a pause in typing, and filtering the results asks for at most ten pages at once, so a visitor
 * stays far below it; a script looping long terms does not.
 */
export const searchesPerAddress = (limit: number): LimitRule => ({ name: 'search-address', limit, windowSeconds: 10 });

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
export const TOO_MANY_POSTS = 'Too many submissions from your address. Please try again later.';
export const TOO_MANY_BULK_READS = 'Too many bulk reads from your address. Please try again later.';
export const TOO_MANY_REPORTS = 'Too many reports from your address. Please try again later.';
export const TOO_MANY_QUOTES = 'Too many quote requests. Please try again later.';
export const TOO_MANY_ACCOUNT_CHANGES = 'Too many account change requests. Please try again later.';
export const TOO_MANY_SEARCHES = 'Too many searches from your address. Please try again in a few seconds.';
