import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.ts';

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
  });
});
