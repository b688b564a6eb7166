import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { company } from '../src/config/business.ts';

/** Runtime settings of the catalogue API, read once from the environment. */
export interface ServerConfig {
  port: number;
  dataDir: string;
  authSecret: string;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  /** `reject` makes every human-verification check fail, so failure paths can be exercised. */
  captchaMode: 'accept' | 'reject';
  recaptchaSecret: string | undefined;
  siteUrl: string;
}

function readPort(raw: string | undefined): number {
  const port = Number(raw ?? 4321);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PORT must be a TCP port number, got "${raw}"`);
  }
  return port;
}

function readTokenTtl(raw: string | undefined): number {
  const seconds = Number(raw ?? 60 * 60 * 12);
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`TOKEN_TTL_SECONDS must be a whole number of seconds, got "${raw}"`);
  }
  return seconds;
}

/** The signing secret comes from AUTH_SECRET, else is generated once and kept beside the database. */
function loadAuthSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port: readPort(env.PORT),
    dataDir,
    authSecret: loadAuthSecret(dataDir, env.AUTH_SECRET),
    tokenTtlSeconds: readTokenTtl(env.TOKEN_TTL_SECONDS),
    smtpUrl: env.SMTP_URL || undefined,
    captchaMode: env.CAPTCHA === 'reject' ? 'reject' : 'accept',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    siteUrl: env.SITE_URL ?? company.siteOrigin,
  };
}
