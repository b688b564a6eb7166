import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { tooManyMessage } from './form-status.ts';
import { createFormStatus } from './form-status.store.ts';

const accepted = async () => 'pass';
const rejected = async () => null;

describe('form status', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is pending while verifying and sending, then 200', async () => {
    const form = createFormStatus({ verify: accepted });
    let finishSend: () => void = () => undefined;
    const done = form.submit(
      () =>
        new Promise<void>((resolve) => {
          finishSend = resolve;
        }),
    );
    expect(form.$status.get()).toBe('pending');
    await vi.advanceTimersByTimeAsync(0);
    expect(form.$status.get()).toBe('pending');
    finishSend();
    await expect(done).resolves.toBe(true);
    expect(form.$status.get()).toBe(200);
  });

  it('does not send when verification is rejected, and clears the 404 after 3 s', async () => {
    const send = vi.fn(async () => undefined);
    const form = createFormStatus({ verify: rejected });
    await expect(form.submit(send)).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(form.$status.get()).toBe(404);
    await vi.advanceTimersByTimeAsync(2999);
    expect(form.$status.get()).toBe(404);
    await vi.advanceTimersByTimeAsync(1);
    expect(form.$status.get()).toBeNull();
  });

  it('turns any exception into 404', async () => {
    const throwingVerify = createFormStatus({
      verify: async () => {
        throw new Error('offline');
      },
    });
    await throwingVerify.submit(async () => undefined);
    expect(throwingVerify.$status.get()).toBe(404);
    const throwingSend = createFormStatus({ verify: accepted });
    await throwingSend.submit(async () => {
      throw new Error('500');
    });
    expect(throwingSend.$status.get()).toBe(404);
  });

  it('keeps a success unless a success reset delay is given', async () => {
    const kept = createFormStatus({ verify: accepted });
    await kept.submit(async () => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(kept.$status.get()).toBe(200);
    const order = createFormStatus({ verify: accepted, successResetMs: 3000 });
    await order.submit(async () => undefined);
    await vi.advanceTimersByTimeAsync(3000);
    expect(order.$status.get()).toBeNull();
  });

  it('keeps the loader for the minimum time on product-facing forms', async () => {
    const form = createFormStatus({ verify: accepted, minimumPendingMs: 2000 });
    const done = form.submit(async () => undefined);
    await vi.advanceTimersByTimeAsync(1999);
    expect(form.$status.get()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(form.$status.get()).toBe(200);
  });

  it('a new submission cancels the pending reset of the previous result', async () => {
    const form = createFormStatus({ verify: rejected });
    await form.submit(async () => undefined);
    await vi.advanceTimersByTimeAsync(2000);
    const second = form.submit(async () => undefined);
    await second;
    await vi.advanceTimersByTimeAsync(1500);
    expect(form.$status.get()).toBe(404);
  });

  it("keeps a refused post's HTTP status and the wait a 429 asks for", async () => {
    const form = createFormStatus({ verify: accepted });
    await form.submit(async () => {
      throw new ApiError('NewsLetterSignup failed', { status: 429, call: 'NewsLetterSignup', retryAfterSeconds: 540 });
    });
    expect(form.$status.get()).toBe(429);
    expect(form.$retryAfter.get()).toBe(540);
    await form.submit(async () => {
      throw new ApiError('NewsLetterSignup failed', { status: 503, call: 'NewsLetterSignup' });
    });
    expect(form.$status.get()).toBe(503);
    expect(form.$retryAfter.get()).toBeUndefined();
    await form.submit(async () => {
      throw new ApiError('NewsLetterSignup failed: fetch failed', { status: 0, call: 'NewsLetterSignup' });
    });
    expect(form.$status.get()).toBe(404);
  });
});

describe('the wait a 429 asks for', () => {
  it('is told in seconds under a minute and in whole minutes above', () => {
    expect(tooManyMessage(1)).toBe('Too many submissions from your network. Please wait 1 second and try again.');
    expect(tooManyMessage(45)).toContain('Please wait 45 seconds and try again.');
    expect(tooManyMessage(60)).toContain('Please wait 1 minute and try again.');
    expect(tooManyMessage(541)).toContain('Please wait 10 minutes and try again.');
    expect(tooManyMessage(undefined)).toContain('Please wait a few minutes and try again.');
  });
});
