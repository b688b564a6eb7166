// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { developmentCaptcha } from './captcha.ts';
import { recaptchaV3 } from './recaptcha.ts';

describe('human verification providers', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'grecaptcha');
  });

  it('the development provider answers dev- tokens', async () => {
    await expect(developmentCaptcha(() => 'abc').token('submit')).resolves.toBe('dev-abc');
  });

  it('reCAPTCHA loads its script only when first needed, then executes the action', async () => {
    const load = vi.fn(async (src: string) => {
      expect(src).toContain('render=site-key');
      Reflect.set(window, 'grecaptcha', {
        ready: (callback: () => void) => callback(),
        execute: async (key: string, options: { action: string }) => `${key}:${options.action}`,
      });
    });
    const provider = recaptchaV3('site-key', load);
    expect(load).not.toHaveBeenCalled();
    await expect(provider.token('submit')).resolves.toBe('site-key:submit');
    await provider.token('submit');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a script that fails to load is tried again on the next need', async () => {
    const load = vi.fn(async () => {
      throw new Error('blocked');
    });
    const provider = recaptchaV3('site-key', load);
    await expect(provider.token('submit')).rejects.toThrow('blocked');
    await expect(provider.token('submit')).rejects.toThrow('blocked');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
