// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEFT_BEFORE_HYDRATION } from '../config/hydration.ts';
import { drawingContent } from '../features/session/content-drawing.ts';
import interaction from './interaction.ts';
import signedIn from './signed-in.ts';

const options = { name: 'Island', value: '' };

function island(html = '<button type="button">Login</button>') {
  const el = document.createElement('div');
  el.innerHTML = html;
  document.body.replaceChildren(el);
  return el;
}

function loader() {
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
}

describe('client:interaction', () => {
  beforeEach(() => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });

  it('loads nothing until the visitor reaches for the island', async () => {
    const el = island();
    const { load, hydrate } = loader();
    interaction(load, options, el);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    el.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it('hydrates at once an island the page’s root asks for in data-wake', async () => {
    const el = island();
    const { load, hydrate } = loader();
    document.documentElement.dataset.wake = 'finder';
    try {
      interaction(load, { name: 'Island', value: 'finder' }, el);
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      const other = loader();
      interaction(other.load, { name: 'Island', value: 'login' }, island());
      await Promise.resolve();
      expect(other.load).not.toHaveBeenCalled();
    } finally {
      delete document.documentElement.dataset.wake;
    }
  });

  it('replays a click made while the island was loading', async () => {
    const el = island();
    const button = el.querySelector('button');
    const clicks = vi.fn();
    let finish: () => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<() => Promise<void>>((resolve) => {
          finish = () => resolve(async () => void button?.addEventListener('click', clicks));
        }),
    );
    interaction(load, options, el);
    button?.dispatchEvent(new Event('focusin', { bubbles: true }));
    button?.click();
    expect(clicks).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
  });

  it('holds a form submitted while the island was loading and submits it once hydrated', async () => {
    const el = island('<form><input name="email" /></form>');
    const form = el.querySelector('form');
    const submits = vi.fn((event: Event) => event.preventDefault());
    let finish: () => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<() => Promise<void>>((resolve) => {
          finish = () => resolve(async () => void form?.addEventListener('submit', submits));
        }),
    );
    interaction(load, options, el);
    form?.querySelector('input')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
  });

  it('marks a field left while the island was loading, and unmarks it when the visitor comes back', () => {
    const el = island('<form><input name="first" /><input name="second" /></form>');
    const [first, second] = Array.from(el.querySelectorAll('input'));
    interaction(() => new Promise<never>(() => undefined), options, el);
    first?.focus();
    second?.focus();
    expect(first?.hasAttribute(LEFT_BEFORE_HYDRATION)).toBe(true);
    first?.focus();
    expect(first?.hasAttribute(LEFT_BEFORE_HYDRATION)).toBe(false);
    expect(second?.hasAttribute(LEFT_BEFORE_HYDRATION)).toBe(true);
  });

  it('hydrates on its named wake event from elsewhere on the page, and only on its own', async () => {
    const el = island();
    const { load, hydrate } = loader();
    interaction(load, { name: 'Island', value: 'login' }, el);
    window.dispatchEvent(new Event('av:wake:search'));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('av:wake:login'));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it('hydrates once however many events arrive', async () => {
    const el = island();
    const { load } = loader();
    interaction(load, options, el);
    for (const type of ['mouseover', 'keydown', 'pointerdown']) el.dispatchEvent(new Event(type));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});

describe('client:signed-in', () => {
  beforeEach(() => localStorage.clear());

  it('never loads for an anonymous visitor', async () => {
    const { load } = loader();
    signedIn(load, options, island());
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads with a stored session once the page has loaded', async () => {
    localStorage.setItem('av:token:v1', 'a.b.c');
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { load, hydrate } = loader();
    signedIn(load, options, island());
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(load).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalled());
  });

  it('waits for the content a page draws after its load event, so its images load first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      localStorage.setItem('av:token:v1', 'a.b.c');
      const drawn = drawingContent();
      const { load, hydrate } = loader();
      signedIn(load, options, island());
      await vi.runAllTimersAsync();
      expect(load).not.toHaveBeenCalled();
      drawn();
      await vi.runAllTimersAsync();
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads when a session starts on the page', async () => {
    const { load } = loader();
    signedIn(load, options, island());
    localStorage.setItem('av:token:v1', 'a.b.c');
    window.dispatchEvent(new Event('av:signed-in'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
