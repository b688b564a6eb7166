// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../api/session.ts';
import { profileOf, storeSession } from '../../test/profile.test-support.ts';

const redirectTo = vi.fn();
vi.mock('../session/navigate.ts', () => ({ redirectTo, goTo: vi.fn() }));

/** A page's failed call, as the page's own copy of the client (its modules are fresh each test) throws it. */
const refusedWith = (status: number) => async () => {
  const { ApiError } = await import('../../api/errors.ts');
  throw new ApiError(`GetShipments failed: HTTP ${status}`, { status, call: 'GetShipments' });
};

async function renderPage(load: (info: UserInfo) => Promise<string[]>) {
  vi.resetModules();
  storeSession('a.b.c', profileOf('C1'));
  const { AccountView } = await import('./AccountView.tsx');
  return render(
    <AccountView title="Shipments" load={load}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </AccountView>,
  );
}

describe('an account page’s data', () => {
  beforeEach(() => {
    localStorage.clear();
    redirectTo.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The stores' own timers run before the test ends, while the window is still there.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(async () => {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the loader, then the rows loaded once for the signed-in account', async () => {
    const answer = Promise.withResolvers<string[]>();
    const load = vi.fn((_info: UserInfo) => answer.promise);
    await renderPage(load);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    answer.resolve(['Shipment 1', 'Shipment 2']);
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Shipment 1',
      'Shipment 2',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ Account: 'C1' }));
  });

  it('says the data could not be loaded, and keeps the session', async () => {
    await renderPage(refusedWith(503));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account data could not be loaded. Please try again later.',
    );
    expect(localStorage.getItem('av:token:v1')).toBe('a.b.c');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('ends the session when the server refuses the token, and goes home with the loader still up', async () => {
    await renderPage(refusedWith(401));
    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(redirectTo.mock.calls[0]).toEqual(['/']);
    expect(localStorage.getItem('av:token:v1')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
