import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { company } from '../src/config/business.ts';
import { writeFileAtomicSync } from './files/atomic-write.ts';
import { privateFolder } from './files/private-folder.ts';

/** Runtime settings of the catalogue API, read once from the environment. */
export interface ServerConfig {
  port: number;
  dataDir: string;
  /** A PostgreSQL server shared by every API node (DATABASE_URL); the embedded database when unset. */
  databaseUrl: string | undefined;
  authSecret: string;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  /** `reject` makes every human-verification check fail, so failure paths can be exercised. */
  captchaMode: 'accept' | 'reject';
  recaptchaSecret: string | undefined;
  siteUrl: string;
  /** Origins whose pages may call the API from the browser: SITE_URL's and CORS_ORIGINS. */
  corsOrigins: string[];
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustedProxies: number;
  /** Public form posts allowed per address in ten minutes (RATE_LIMIT_FORM_POSTS). */
  formPostsPerWindow: number;
  /** Sign-ins per address, and successful sign-ins per account, in five minutes (RATE_LIMIT_SIGN_INS). */
  signInsPerWindow: number;
  /** GetItemDetails calls per address in ten seconds over the network (RATE_LIMIT_BULK_READS). */
  bulkReadsPerWindow: number;
  /** The rebuild hook's secret (REBUILD_SECRET); the hook is off without one. */
  rebuildSecret: string | undefined;
  /** Quote requests per account in an hour (RATE_LIMIT_QUOTES); an address may send three times as many. */
  quotesPerWindow: number;
  /** Account change requests per account in an hour (RATE_LIMIT_ACCOUNT_CHANGES); an address three times as many. */
  accountChangesPerWindow: number;
  /** SearchProducts calls per address in ten seconds (RATE_LIMIT_SEARCHES). */
  searchesPerWindow: number;
  /** Requests of one address in flight at once on one node; more wait (MAX_REQUESTS_PER_ADDRESS). */
  maxRequestsPerAddress: number;
  /** Requests of one address started in a second on one node; more wait (RATE_LIMIT_REQUESTS). */
  requestsPerSecond: number;
  /** Requests of one address waiting on one node; one more answers 429 (MAX_HELD_PER_ADDRESS). */
  maxHeldPerAddress: number;
}

/** A setting that cannot work; the message names the variable and says what is wrong, in one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readCount(name: string, raw: string | undefined, fallback: number, least = 0): number {
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < least) {
    throw new ConfigError(`${name} must be a whole number${least ? ` of at least ${least}` : ''}, got "${raw}"`);
  }
  return value;
}

/** Origins (scheme, host and port) of SITE_URL and of the comma-separated CORS_ORIGINS. */
function readOrigins(siteUrl: string, extra: string | undefined): string[] {
  const origins = [siteUrl, ...(extra ?? '').split(',')].map((value) => value.trim()).filter(Boolean);
  return [
    ...new Set(
      origins.map((value) => {
        if (!URL.canParse(value)) throw new ConfigError(`SITE_URL and CORS_ORIGINS must be full URLs, got "${value}"`);
        return new URL(value).origin;
      }),
    ),
  ];
}

function readPort(raw: string | undefined): number {
  const port = Number(raw ?? 4321);
  // 0 asks the system for any free port (test clusters); the server prints the one it got.
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a TCP port number, got "${raw}"`);
  }
  return port;
}

function readTokenTtl(raw: string | undefined): number {
  const seconds = Number(raw ?? 60 * 60 * 12);
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new ConfigError(`TOKEN_TTL_SECONDS must be a whole number of seconds, got "${raw}"`);
  }
  return seconds;
}

function readDatabaseUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^postgres(ql)?:$/.test(new URL(value).protocol)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// connection string');
  }
  return value;
}

/** Short enough to guess would be short enough to find by trying, however slowly the hook answers. */
export const MIN_REBUILD_SECRET_LENGTH = 32;

function readRebuildSecret(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < MIN_REBUILD_SECRET_LENGTH) {
    throw new ConfigError(
      `REBUILD_SECRET must be at least ${MIN_REBUILD_SECRET_LENGTH} characters, got ${raw.length} (make one with: openssl rand -hex 32)`,
    );
  }
  return raw;
}

/** Where the embedded catalogue database keeps its files in a data folder (see server/db/connect.ts). */
export const EMBEDDED_FOLDER = 'pgdata';

/**
 * What is wrong with DATA_DIR for a command, or undefined: checked before anything is written, so
 * a mistyped folder is reported instead of made. `existing` commands (publish) read the catalogue
 * that `npm start` or `npm run seed` made there; the others may create the folder, not its place.
 */
export function dataDirProblem(dataDir: string, use: 'create' | 'existing'): string | undefined {
  const seedFirst = 'point it at the folder npm start uses, or run npm run seed with it first';
  const found = statSync(dataDir, { throwIfNoEntry: false });
  if (found && !found.isDirectory()) return `DATA_DIR "${dataDir}" is a file, not a folder`;
  if (use === 'existing') {
    if (!found) return `DATA_DIR "${dataDir}" does not exist: ${seedFirst}`;
    if (!existsSync(join(dataDir, EMBEDDED_FOLDER))) {
      return `DATA_DIR "${dataDir}" holds no catalogue (${EMBEDDED_FOLDER}): ${seedFirst}`;
    }
  }
  // The nearest folder that exists must be one, and writable, for the data folder to be made in it.
  let place = dataDir;
  while (!existsSync(place) && dirname(place) !== place) place = dirname(place);
  if (!statSync(place).isDirectory()) return `DATA_DIR "${dataDir}" cannot be made: "${place}" is a file`;
  try {
    accessSync(place, constants.W_OK);
  } catch {
    return `DATA_DIR "${dataDir}" cannot be written: no permission in "${place}"`;
  }
  return undefined;
}

/**
 * The signing secret comes from AUTH_SECRET. Nodes sharing a PostgreSQL server must all sign with
 * it, so it is required there; the embedded database's single process may generate one, kept
 * beside the database.
 */
function loadAuthSecret(dataDir: string, fromEnv: string | undefined, shared: boolean): string {
  if (fromEnv) return fromEnv;
  if (shared)
    throw new ConfigError('AUTH_SECRET must be set when DATABASE_URL is: every API node signs tokens with it');
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileAtomicSync(file, secret, 0o600);
  return secret;
}

/**
 * Reads and checks every setting, then makes DATA_DIR (and its signing secret) when missing: a wrong
 * setting throws a ConfigError and leaves nothing behind. `dataDir: 'existing'` is for commands that
 * read a catalogue already there.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { dataDir: use = 'create', signsTokens = true }: { dataDir?: 'create' | 'existing'; signsTokens?: boolean } = {},
): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = readDatabaseUrl(env.DATABASE_URL);
  const siteUrl = env.SITE_URL ?? company.siteOrigin;
  const settings = {
    port: readPort(env.PORT),
    dataDir,
    databaseUrl,
    tokenTtlSeconds: readTokenTtl(env.TOKEN_TTL_SECONDS),
    smtpUrl: env.SMTP_URL || undefined,
    captchaMode: env.CAPTCHA === 'reject' ? 'reject' : 'accept',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    siteUrl,
    corsOrigins: readOrigins(siteUrl, env.CORS_ORIGINS),
    trustedProxies: readCount('TRUST_PROXY', env.TRUST_PROXY, 0),
    formPostsPerWindow: readCount('RATE_LIMIT_FORM_POSTS', env.RATE_LIMIT_FORM_POSTS, 20),
    signInsPerWindow: readCount('RATE_LIMIT_SIGN_INS', env.RATE_LIMIT_SIGN_INS, 30),
    bulkReadsPerWindow: readCount('RATE_LIMIT_BULK_READS', env.RATE_LIMIT_BULK_READS, 2),
    rebuildSecret: readRebuildSecret(env.REBUILD_SECRET),
    quotesPerWindow: readCount('RATE_LIMIT_QUOTES', env.RATE_LIMIT_QUOTES, 10),
    accountChangesPerWindow: readCount('RATE_LIMIT_ACCOUNT_CHANGES', env.RATE_LIMIT_ACCOUNT_CHANGES, 5),
    searchesPerWindow: readCount('RATE_LIMIT_SEARCHES', env.RATE_LIMIT_SEARCHES, 60),
    maxRequestsPerAddress: readCount('MAX_REQUESTS_PER_ADDRESS', env.MAX_REQUESTS_PER_ADDRESS, 16, 1),
    requestsPerSecond: readCount('RATE_LIMIT_REQUESTS', env.RATE_LIMIT_REQUESTS, 100, 1),
    maxHeldPerAddress: readCount('MAX_HELD_PER_ADDRESS', env.MAX_HELD_PER_ADDRESS, 64),
  } as const;
  const problem = databaseUrl ? undefined : dataDirProblem(dataDir, use);
  if (problem) throw new ConfigError(problem);
  privateFolder(dataDir);
  // Commands that sign nothing (migrate, seed) need no secret, even for a shared server.
  const authSecret = signsTokens ? loadAuthSecret(dataDir, env.AUTH_SECRET, Boolean(databaseUrl)) : '';
  return { ...settings, authSecret };
}

/**
 * `loadConfig` for a command: a wrong setting prints its one-line reason and exits with 1 (no stack
 * trace, nothing created).
 */
export function loadConfigOrExit(...args: Parameters<typeof loadConfig>): ServerConfig {
  try {
    return loadConfig(...args);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * A production server must verify visitors for real: without RECAPTCHA_SECRET the development
 * provider accepts any `dev-…` token, so anyone could script the forms and orders. Checked when the
 * server starts (not by builds, which Astro runs with NODE_ENV=production and which verify no one).
 */
export function assertProductionReady(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  // A secret generated per node would sign tokens that no other node (nor the next deploy) accepts.
  if (!env.AUTH_SECRET?.trim()) throw new Error('AUTH_SECRET must be set when NODE_ENV=production.');
  if (env.RECAPTCHA_SECRET?.trim()) return;
  throw new Error(
    'RECAPTCHA_SECRET must be set when NODE_ENV=production: without it any "dev-" token passes the human check.',
  );
}
