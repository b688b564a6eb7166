import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookUpLocation, toLocation } from './geolocation.ts';

const answer = { country_name: 'United States', region: 'Nevada', city: 'Las Vegas', postal: '89118' };

describe('location autofill', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns a lookup answer into the form fields', () => {
    expect(toLocation(answer)).toEqual({
      country: 'United States',
      state: 'Nevada',
      city: 'Las Vegas',
      postal: '89118',
      address: 'Las Vegas, Nevada 89118',
    });
    expect(toLocation({ error: true })).toBeNull();
  });

  it('answers null and only logs when the service fails or is unreachable', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const refusing: typeof fetch = async () => new Response('{}', { status: 429 });
    expect(await lookUpLocation('https://geo.example/json', down)).toBeNull();
    expect(await lookUpLocation('https://geo.example/json', refusing)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    const ok: typeof fetch = async () => Response.json(answer);
    expect((await lookUpLocation('https://geo.example/json', ok))?.city).toBe('Las Vegas');
  });
});
