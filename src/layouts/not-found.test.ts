import { describe, expect, it, vi } from 'vitest';
import { calls, reportNotFoundRequest } from '../api/index.ts';
import { badAddress, REPORT_NOT_FOUND, reportNotFound } from './not-found.ts';

describe('not-found report', () => {
  it('uses the contract path and content type', () => {
    expect(REPORT_NOT_FOUND.path).toBe(calls.ReportNotFound.path);
    expect(REPORT_NOT_FOUND.contentType).toBe(calls.ReportNotFound.contentType);
  });

  it('posts the address as { URL } in the contract shape', async () => {
    const send = vi.fn(async () => new Response('{"status":200,"id":1}'));
    await reportNotFound('https://www.example-av.com/nope', 'https://api.example-av.com/', send);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example-av.com/api/Home/ReportNotFound');
    expect(init.headers).toEqual({ 'content-type': 'application/json-patch+json' });
    expect(reportNotFoundRequest.parse(JSON.parse(String(init.body)))).toEqual({
      URL: 'https://www.example-av.com/nope',
    });
  });

  it('never fails the page when the report cannot be sent', async () => {
    await expect(
      reportNotFound('/x', '', async () => {
        throw new TypeError('offline');
      }),
    ).resolves.toBeUndefined();
  });

  it('reports the address in the address bar, or the site path a redirect named in from', () => {
    expect(badAddress({ href: 'https://s.test/nope', search: '' })).toBe('https://s.test/nope');
    const redirected = { href: 'https://s.test/pages/404?from=%2Fitem%2FAV-1', search: '?from=%2Fitem%2FAV-1' };
    expect(badAddress(redirected)).toBe('https://s.test/item/AV-1');
  });

  it('never takes another host from the from parameter', () => {
    for (const from of ['https://evil.test/x', '//evil.test/x', '/\\evil.test/x']) {
      const href = `https://s.test/pages/404?from=${encodeURIComponent(from)}`;
      expect(badAddress({ href, search: new URL(href).search })).toBe(href);
    }
  });
});
