import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshNavigation() {
  const location = { assign: vi.fn(), replace: vi.fn() };
  vi.stubGlobal('window', { location, addEventListener: vi.fn() });
  vi.resetModules();
  return { location, ...(await import('./navigate.ts')) };
}

describe('navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('redirects when no navigation is under way', async () => {
    const { location, redirectTo } = await freshNavigation();
    redirectTo('/?signin=required');
    expect(location.replace).toHaveBeenCalledWith('/?signin=required');
  });

  it('keeps the page chosen by signing out over a guard redirect that follows it', async () => {
    const { location, goTo, redirectTo } = await freshNavigation();
    goTo('/');
    redirectTo('/?signin=required');
    expect(location.assign).toHaveBeenCalledWith('/');
    expect(location.replace).not.toHaveBeenCalled();
  });
});
