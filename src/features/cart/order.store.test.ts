// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { call } }));

const line = { id: 'AV-HD-2M', title: 'HDMI', subtitle: '8K', img: '/a.jpg', amount: 19.99, qty: 2, stock: 5 };

async function load() {
  vi.resetModules();
  localStorage.clear();
  localStorage.setItem('av:cart:v1', JSON.stringify([line]));
  localStorage.setItem('av:token:v1', `h.${btoa(JSON.stringify({ email: 'dealer@example.com' }))}.s`);
  return { ...(await import('./order.store.ts')), ...(await import('./cart.store.ts')) };
}

describe('order placement', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    call.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('verifies, posts the order with an idempotency key, empties the cart and resets after 3 s', async () => {
    call.mockImplementation(async ({ name }: { name: string }) =>
      name === 'ValidateCaptcha' ? 'signed-pass' : { status: 200, id: 1, DocNum: 5001, Total: 39.98 },
    );
    const s = await load();
    s.setOrderNotes({ poNumber: 'PO-42', comments: 'Ship together' });
    await expect(s.placeOrder()).resolves.toBe(true);
    expect(call.mock.calls[0]?.[0]).toMatchObject({ name: 'ValidateCaptcha' });
    expect(call.mock.calls[0]?.[1]).toEqual({ captcha: expect.stringMatching(/^dev-/) });
    const [definition, body, options] = call.mock.calls[1] ?? [];
    expect(definition).toMatchObject({ name: 'PlacingOrder' });
    expect(body).toMatchObject({
      SKU: 'AV-HD-2M',
      QTY: '2',
      email: 'dealer@example.com',
      order: { Total: 39.98, PONumber: 'PO-42', Comments: 'Ship together' },
    });
    expect(options.headers['Idempotency-Key']).toMatch(/^[\x21-\x7e]+$/);
    expect(options.headers['X-Human-Pass']).toBe('signed-pass');
    expect(s.$cart.get()).toEqual([]);
    expect(s.$placedOrder.get()).toEqual({ docNum: 5001, total: 39.98 });
    expect(s.$orderNotes.get()).toEqual({ poNumber: '', comments: '' });
    expect(s.orderStatus.$status.get()).toBe(200);
    vi.advanceTimersByTime(3000);
    expect(s.orderStatus.$status.get()).toBeNull();
  });

  it('a rejected verification places nothing, keeps the cart and shows 404 for 3 s', async () => {
    call.mockResolvedValue(false);
    const s = await load();
    await expect(s.placeOrder()).resolves.toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    expect(s.$cart.get()).toEqual([line]);
    expect(s.$placedOrder.get()).toBeNull();
    expect(s.orderStatus.$status.get()).toBe(404);
    vi.advanceTimersByTime(3000);
    expect(s.orderStatus.$status.get()).toBeNull();
  });
});
