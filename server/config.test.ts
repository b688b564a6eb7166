import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the token signing secret', () => {
  it('is AUTH_SECRET when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'from-env' }).authSecret).toBe('from-env');
  });

  it('is otherwise generated once and kept in DATA_DIR, so tokens survive a restart', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });
});

describe('settings from the environment', () => {
  it('read CAPTCHA=reject, RECAPTCHA_SECRET and SMTP_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CAPTCHA: 'reject',
      RECAPTCHA_SECRET: 's',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config).toMatchObject({ captchaMode: 'reject', recaptchaSecret: 's', smtpUrl: 'smtp://mail:25' });
    expect(loadConfig({ DATA_DIR: dataDir }).captchaMode).toBe('accept');
  });

  it('fail naming the variable when a number is not one', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, TOKEN_TTL_SECONDS: 'a day' })).toThrow(/TOKEN_TTL_SECONDS/);
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_QUOTES: 'ten' })).toThrow(/RATE_LIMIT_QUOTES/);
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_ACCOUNT_CHANGES: '2.5' })).toThrow(
      /RATE_LIMIT_ACCOUNT_CHANGES/,
    );
  });

  it('fail naming the variable when an address could never be served', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_REQUESTS: '0' })).toThrow(
      'RATE_LIMIT_REQUESTS must be a whole number of at least 1, got "0"',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, MAX_REQUESTS_PER_ADDRESS: '0' })).toThrow(/MAX_REQUESTS_PER_ADDRESS/);
  });
});

describe('a wrong DATA_DIR', () => {
  const reasonFor = (env: NodeJS.ProcessEnv, options?: Parameters<typeof loadConfig>[1]) => {
    try {
      loadConfig(env, options);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error('loadConfig accepted the setting');
  };

  it('for publishing (a catalogue must be there) is named in one line, and nothing is created', () => {
    const missing = join(dataDir, 'no-such-data');
    expect(reasonFor({ DATA_DIR: missing }, { dataDir: 'existing' })).toBe(
      `DATA_DIR "${missing}" does not exist: point it at the folder npm start uses, or run npm run seed with it first`,
    );
    expect(existsSync(missing)).toBe(false);
    expect(reasonFor({ DATA_DIR: dataDir }, { dataDir: 'existing' })).toMatch(/holds no catalogue \(pgdata\)/);
    expect(readdirSync(dataDir)).toEqual([]);
    mkdirSync(join(dataDir, 'pgdata'));
    expect(loadConfig({ DATA_DIR: dataDir }, { dataDir: 'existing' }).dataDir).toBe(dataDir);
  });

  it('that is a file, or inside one, is named in one line', () => {
    const file = join(dataDir, 'catalog.db');
    writeFileSync(file, '');
    expect(reasonFor({ DATA_DIR: file })).toBe(`DATA_DIR "${file}" is a file, not a folder`);
    expect(reasonFor({ DATA_DIR: join(file, 'data') })).toBe(
      `DATA_DIR "${join(file, 'data')}" cannot be made: "${file}" is a file`,
    );
  });

  it('is made with its secret only when every other setting is right', () => {
    const fresh = join(dataDir, 'fresh');
    expect(reasonFor({ DATA_DIR: fresh, PORT: '99999' })).toBe('PORT must be a TCP port number, got "99999"');
    expect(reasonFor({ DATA_DIR: fresh, SITE_URL: 'example-av.com' })).toMatch(/^SITE_URL and CORS_ORIGINS/);
    expect(existsSync(fresh)).toBe(false);
    loadConfig({ DATA_DIR: fresh });
    expect(readdirSync(fresh)).toEqual(['auth-secret']);
  });

  it('for a shared PostgreSQL server is named by a postgres:// DATABASE_URL', () => {
    expect(reasonFor({ DATABASE_URL: 'mysql://db/avconnect', AUTH_SECRET: 'x' })).toBe(
      'DATABASE_URL must be a postgres:// connection string',
    );
    const url = 'postgres://api@db.internal/avconnect';
    expect(loadConfig({ DATABASE_URL: url, AUTH_SECRET: 'x' }).databaseUrl).toBe(url);
  });

  it('for a shared PostgreSQL server needs AUTH_SECRET, so that every node accepts the tokens of every other', () => {
    expect(reasonFor({ DATABASE_URL: 'postgres://db/avconnect' })).toBe(
      'AUTH_SECRET must be set when DATABASE_URL is: every API node signs tokens with it',
    );
  });
});
