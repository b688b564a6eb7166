// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterDealerIslands, islandHydrated, islandPending } from './dealer-islands.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const island = () => document.body.appendChild(document.createElement('astro-island'));

describe('afterDealerIslands', () => {
  it('runs at once on a page without dealer islands about to hydrate', () => {
    island();
    const then = vi.fn();
    afterDealerIslands(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits until every pending island has hydrated, then runs once', () => {
    const [first, second] = [island(), island()];
    islandPending(first);
    islandPending(second);
    const then = vi.fn();
    afterDealerIslands(then);
    islandHydrated(first);
    expect(then).not.toHaveBeenCalled();
    islandHydrated(second);
    expect(then).toHaveBeenCalledTimes(1);
    islandPending(first);
    islandHydrated(first);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
