import type { ServerConfig } from '../config.ts';
import { SITEVERIFY_URL, verifyCaptcha } from './captcha.ts';

const baseConfig: ServerConfig = {
  port: 0,
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  authSecret: 'secret',
  tokenTtlSeconds: 60,
  smtpUrl: undefined,
  captchaMode: 'accept',
  recaptchaSecret: undefined,
  siteUrl: 'https://www.example-av.com',
  corsOrigins: ['https://www.example-av.com'],
  trustedProxies: 0,
  formPostsPerWindow: 20,
  signInsPerWindow: 30,
  bulkReadsPerWindow: 2,
  rebuildSecret: undefined,
  quotesPerWindow: 10,
  accountChangesPerWindow: 5,
  searchesPerWindow: 60,
  maxRequestsPerAddress: 16,
  requestsPerSecond: 100,
  maxHeldPerAddress: 64,
};

const answering = (body: unknown, status = 200) => {
  const calls: Array<{ url: string; body: string }> = [];
  const fetcher: typeof fetch = async (url, init) => {
    calls.push({ url: String(url), body: String(init?.body) });
    return new Response(JSON.stringify(body), { status });
  };
  return { fetcher, calls };
};

describe('verifyCaptcha with the development provider', () => {
  it('accepts dev- tokens and refuses anything else', async () => {
    expect(await verifyCaptcha(baseConfig, 'dev-4f2a')).toBe(true);
    expect(await verifyCaptcha(baseConfig, 'dev-')).toBe(false);
    expect(await verifyCaptcha(baseConfig, '   ')).toBe(false);
    expect(await verifyCaptcha(baseConfig, 'real-looking-token')).toBe(false);
  });

  it('refuses every token when CAPTCHA=reject', async () => {
    expect(await verifyCaptcha({ ...baseConfig, captchaMode: 'reject' }, 'dev-4f2a')).toBe(false);
  });
});

describe('verifyCaptcha with reCAPTCHA v3', () => {
  const config = { ...baseConfig, recaptchaSecret: 'site-secret' };

  it('sends secret and token to siteverify and accepts a human score for the submit action', async () => {
    const { fetcher, calls } = answering({ success: true, score: 0.9, action: 'submit' });
    expect(await verifyCaptcha(config, 'token-1', fetcher)).toBe(true);
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({ secret: 'site-secret', response: 'token-1' }),
    );
  });

  it('refuses low scores, other actions, failures and dev tokens', async () => {
    expect(await verifyCaptcha(config, 't', answering({ success: true, score: 0.3, action: 'submit' }).fetcher)).toBe(
      false,
    );
    expect(await verifyCaptcha(config, 't', answering({ success: true, score: 0.9, action: 'login' }).fetcher)).toBe(
      false,
    );
    expect(await verifyCaptcha(config, 't', answering({ success: false }).fetcher)).toBe(false);
    expect(await verifyCaptcha(config, 't', answering({}, 500).fetcher)).toBe(false);
    expect(await verifyCaptcha(config, 'dev-4f2a', answering({ success: false }).fetcher)).toBe(false);
  });

  it('answers false when Google cannot be reached', async () => {
    const unreachable: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await verifyCaptcha(config, 'token-1', unreachable)).toBe(false);
    log.mockRestore();
  });
});
