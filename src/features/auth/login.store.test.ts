// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../api/session.ts';

const call = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { call } }));
const goTo = vi.fn();
vi.mock('../session/navigate.ts', () => ({ goTo, redirectTo: vi.fn() }));

const profile: UserInfo = {
  UserName: 'dealer',
  Company: 'Summit AV',
  Contact: 'Megan',
  Phone: null,
  Fax: null,
  Address: '1 Main',
  Address2: null,
  City: 'Denver',
  State: 'CO',
  Zip: '80202',
  Country: 'US',
  ShipCompany: 'Summit AV',
  ShipContact: 'Megan',
  ShipAddress: '1 Main',
  ShipAddress2: null,
  ShipCity: 'Denver',
  ShipState: 'CO',
  ShipZip: '80202',
  ShipCountry: 'US',
  Account: 'C10023',
  AccountType: 'Dealer',
};

async function load() {
  vi.resetModules();
  const auth = await import('../session/auth.store.ts');
  const sessions = await import('./login.store.ts');
  const toasts = await import('../notify/toast.store.ts');
  const cart = await import('../cart/cart.store.ts');
  const token = await import('../session/token.store.ts');
  const { ApiError } = await import('../../api/errors.ts');
  /** An HTTP failure of `call` as the (freshly loaded) API client reports it. */
  const failure = (status: number) => new ApiError(`HTTP ${status}`, { status, call: 'Login' });
  return { ...auth, ...sessions, ...toasts, ...cart, ...token, failure };
}

describe('sign-in session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    call.mockReset();
    goTo.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a successful login stores the token, loads the profile and goes to the profile page', async () => {
    call.mockResolvedValueOnce({ token: 'a.b.c', userId: 7 }).mockResolvedValueOnce({ ProfileSettings: [profile] });
    const s = await load();
    await s.login({ Email: 'dealer', Password: 'Demo1234' });
    expect(call).toHaveBeenNthCalledWith(2, expect.objectContaining({ name: 'ParseProperties' }), { UserId: 7 });
    expect(s.$token.get()).toBe('a.b.c');
    expect(s.$isAuthenticated.get()).toBe(true);
    expect(s.$userInfo.get()?.AccountType).toBe('Dealer');
    expect(goTo).toHaveBeenCalledWith('/account/info');
    expect(sessionStorage.getItem('av:toast:pending:v1')).toContain('You are successfully logged in!');
    expect(document.documentElement.dataset.auth).toBe('in');
  });

  it('a failed login clears the token, keeps the modal message and shows the error toast', async () => {
    localStorage.setItem('av:token:v1', 'stale');
    const s = await load();
    call.mockRejectedValueOnce(s.failure(401));
    await s.login({ Email: 'dealer', Password: 'wrong' });
    expect(s.$token.get()).toBe('');
    expect(s.$auth.get().userError).toBe('Invalid  username or password');
    expect(s.$toasts.get()).toEqual([
      expect.objectContaining({ message: 'Invalid username or password', kind: 'error' }),
    ]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a refused impersonation tells a session that is not staff, without the toast', async () => {
    localStorage.setItem('av:token:v1', 'dealer.token.x');
    const s = await load();
    call.mockRejectedValueOnce(s.failure(403));
    expect(await s.impersonate('distributor')).toBe('not-staff');
    expect(s.$toasts.get()).toEqual([]);
    expect(s.$token.get()).toBe('dealer.token.x');
  });

  it('says why a sign-in failed: too many attempts, or no answer', async () => {
    const s = await load();
    call.mockRejectedValueOnce(s.failure(429));
    await s.login({ Email: 'dealer', Password: 'x' });
    expect(s.$auth.get().userError).toBe('too-many-attempts');
    call.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await s.login({ Email: 'dealer', Password: 'x' });
    expect(s.$auth.get().userError).toBe('unreachable');
    expect(s.$toasts.get()).toEqual([]);
  });

  it('remember me keeps the session beyond the browser; without it, the session is tied to the browser session', async () => {
    const s = await load();
    call.mockResolvedValueOnce({ token: 'd.e.f', userId: 7 }).mockResolvedValueOnce({ ProfileSettings: [profile] });
    await s.login({ Email: 'dealer', Password: 'Demo1234' }, false);
    // In localStorage, so every tab of this browser shares it.
    expect(localStorage.getItem('av:token:v1')).toBe('d.e.f');
    expect(JSON.parse(localStorage.getItem('av:auth:v1') ?? '{}')).toMatchObject({ isAuthenticated: true });
    expect(localStorage.getItem('av:session-only:v1')).toBe('1');
    expect(document.cookie.split('; ')).toContain('av-session=1');
    call.mockResolvedValueOnce({ token: 'a.b.c', userId: 7 }).mockResolvedValueOnce({ ProfileSettings: [profile] });
    await s.login({ Email: 'dealer', Password: 'Demo1234' }, true);
    expect(localStorage.getItem('av:token:v1')).toBe('a.b.c');
    expect(localStorage.getItem('av:session-only:v1')).toBeNull();
  });

  it('an impersonation is kept as the session that started it was', async () => {
    const s = await load();
    call.mockResolvedValueOnce({ token: 's.t.u', userId: 9 }).mockResolvedValueOnce({ ProfileSettings: [profile] });
    await s.login({ Email: 'staff', Password: 'Demo1234' }, false);
    call.mockResolvedValueOnce({ token: 'i.m.p', userId: 7 }).mockResolvedValueOnce({ ProfileSettings: [profile] });
    expect(await s.impersonate('dealer')).toBe('started');
    expect(localStorage.getItem('av:token:v1')).toBe('i.m.p');
    expect(localStorage.getItem('av:session-only:v1')).toBe('1');
  });

  it('a failed profile load marks the error and clears the session', async () => {
    call.mockResolvedValueOnce({ token: 'a.b.c', userId: 7 }).mockRejectedValueOnce(new Error('500'));
    const s = await load();
    const authenticated: boolean[] = [];
    s.$isAuthenticated.listen((value) => authenticated.push(value));
    await s.login({ Email: 'dealer', Password: 'Demo1234' });
    // Never signed in on the way, so the login modal stays open with the reason.
    expect(authenticated).not.toContain(true);
    expect(s.$auth.get()).toMatchObject({ isAuthenticated: false, userError: 'error', userInfo: null });
    expect(s.$token.get()).toBe('');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('the sign-in error clears 200 ms after the modal closes', async () => {
    vi.useFakeTimers();
    const s = await load();
    call.mockRejectedValueOnce(s.failure(401));
    await s.login({ Email: 'x', Password: 'y' });
    s.clearAuthErrorAfterClose();
    vi.advanceTimersByTime(199);
    expect(s.$auth.get().userError).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(s.$auth.get().userError).toBeNull();
    vi.useRealTimers();
  });

  it('a new attempt keeps its error even if an earlier close is still clearing', async () => {
    vi.useFakeTimers();
    const s = await load();
    call.mockRejectedValue(s.failure(401));
    s.clearAuthErrorAfterClose();
    await s.login({ Email: 'x', Password: 'y' });
    vi.advanceTimersByTime(500);
    expect(s.$auth.get().userError).toBe('Invalid  username or password');
    vi.useRealTimers();
  });

  it('logout revokes the token on the server, empties the cart and the session, then goes home with a toast', async () => {
    localStorage.setItem('av:token:v1', 'a.b.c');
    localStorage.setItem(
      'av:cart:v1',
      JSON.stringify([{ id: 'A', title: 'a', subtitle: '', img: '', amount: 1, qty: 1, stock: 2 }]),
    );
    call.mockResolvedValueOnce({ status: 200 });
    const s = await load();
    s.logout();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'Logout' }), {}, expect.anything());
    expect(s.$cart.get()).toEqual([]);
    expect(s.$token.get()).toBe('');
    expect(s.$isAuthenticated.get()).toBe(false);
    expect(goTo).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem('av:toast:pending:v1')).toContain('You are successfully logged out!');
  });

  it('logout still signs out in the browser when the server cannot be reached', async () => {
    localStorage.setItem('av:token:v1', 'a.b.c');
    call.mockRejectedValueOnce(new Error('offline'));
    const s = await load();
    s.logout();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(s.$token.get()).toBe('');
  });

  it('impersonation failure shows Invalid username and keeps the staff session', async () => {
    localStorage.setItem('av:token:v1', 'staff.token.x');
    const s = await load();
    call.mockRejectedValueOnce(s.failure(404));
    expect(await s.impersonate('nobody')).toBe('failed');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'ImpersonateUser' }), { username: 'nobody' });
    expect(s.$toasts.get()).toEqual([expect.objectContaining({ message: 'Invalid username', kind: 'error' })]);
    expect(s.$token.get()).toBe('staff.token.x');
  });
});
