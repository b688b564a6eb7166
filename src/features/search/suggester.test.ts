import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '../../api/catalog.ts';
import { createSuggester, nextActive } from './suggester.ts';

const hdmi: SearchSuggestion = { sku: 'AV-HD-2M', title: 'HDMI cable', subtitle: '8K', image1: '/a.jpg' };
const ext: SearchSuggestion = { sku: 'AV-EXT-4K', title: 'Extender', subtitle: '4K', image1: '/b.jpg' };

describe('search suggestions', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('asks once typing pauses, with the latest term', async () => {
    const fetcher = vi.fn(async (_term: string, _signal: AbortSignal) => [hdmi]);
    const shown = vi.fn();
    const suggester = createSuggester(fetcher, shown, 150);
    suggester.update('h');
    suggester.update('hd');
    suggester.update('hdmi ');
    await vi.advanceTimersByTimeAsync(150);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('hdmi');
    expect(shown).toHaveBeenLastCalledWith([hdmi]);
  });

  it('makes no request for a blank term and clears the list', async () => {
    const fetcher = vi.fn(async () => [hdmi]);
    const shown = vi.fn();
    createSuggester(fetcher, shown, 150).update('   ');
    await vi.advanceTimersByTimeAsync(500);
    expect(fetcher).not.toHaveBeenCalled();
    expect(shown).toHaveBeenLastCalledWith([]);
  });

  it('drops a stale answer that arrives after a newer term was typed', async () => {
    let answerFirst: (value: SearchSuggestion[]) => void = () => undefined;
    const fetcher = vi
      .fn()
      .mockImplementationOnce(
        () =>
          new Promise<SearchSuggestion[]>((resolve) => {
            answerFirst = resolve;
          }),
      )
      .mockImplementationOnce(async () => [ext]);
    const shown = vi.fn();
    const suggester = createSuggester(fetcher, shown, 150);
    suggester.update('hdmi');
    await vi.advanceTimersByTimeAsync(150);
    const firstSignal: AbortSignal = fetcher.mock.calls[0]?.[1];
    suggester.update('ext');
    expect(firstSignal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(150);
    answerFirst([hdmi]);
    await vi.runAllTimersAsync();
    expect(shown).toHaveBeenLastCalledWith([ext]);
    expect(shown).not.toHaveBeenCalledWith([hdmi]);
  });

  it('shows nothing when the answer has no suggestion list, and clears on failure', async () => {
    const shown = vi.fn();
    const noList = createSuggester(async () => undefined, shown, 10);
    noList.update('x');
    await vi.advanceTimersByTimeAsync(10);
    expect(shown).toHaveBeenLastCalledWith([]);
    const failing = createSuggester(
      async () => {
        throw new Error('offline');
      },
      shown,
      10,
    );
    failing.update('y');
    await vi.advanceTimersByTimeAsync(10);
    expect(shown).toHaveBeenLastCalledWith([]);
  });
});

describe('arrow keys in the suggestion list', () => {
  it('move down and up, wrapping through the text field', () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(2, 1, 3)).toBe(-1);
    expect(nextActive(-1, -1, 3)).toBe(2);
    expect(nextActive(0, -1, 3)).toBe(-1);
    expect(nextActive(-1, 1, 0)).toBe(-1);
  });
});
