import { describe, expect, it, vi } from 'vitest';
import { calls, reportNotFoundRequest } from '../api/index.ts';
import { badAddress, REPORT_NOT_FOUND, reportNotFound } from './not-found.ts';

/** The parts of `window.location` the page reads, for an address. */
function at(href: string) {
  const { pathname, search } = new URL(href);
  return { href, pathname, search };
}

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
    expect(badAddress(at('https://s.test/nope'))).toBe('https://s.test/nope');
    expect(badAddress(at('https://s.test/pages/404?from=%2Fitem%2FAV-1'))).toBe('https://s.test/item/AV-1');
  });

  it('reports nothing when the not-found page itself was opened', () => {
    for (const path of ['/pages/404', '/pages/404/', '/pages/404.html', '/pages/404?utm_source=mail']) {
      expect(badAddress(at(`https://s.test${path}`)), path).toBeUndefined();
    }
  });

  it('never takes another host from the from parameter', () => {
    for (const from of ['https://evil.test/x', '//evil.test/x', '/\\evil.test/x']) {
      expect(badAddress(at(`https://s.test/nope?from=${encodeURIComponent(from)}`))).toBe(
        `https://s.test/nope?from=${encodeURIComponent(from)}`,
      );
      expect(badAddress(at(`https://s.test/pages/404?from=${encodeURIComponent(from)}`))).toBeUndefined();
    }
  });
});
