import { describe, expect, it } from 'vitest';
import { renderOnce } from './render-once.ts';

describe('renderOnce', () => {
  it('renders markup the first time only and repeats it for every later page, even pages rendered at once', async () => {
    let renders = 0;
    const render = async () => `<nav>menu ${(renders += 1)}</nav>`;
    const pages = await Promise.all([renderOnce('menu', render), renderOnce('menu', render)]);
    const later = await renderOnce('menu', render);
    expect([...pages, later]).toEqual(['<nav>menu 1</nav>', '<nav>menu 1</nav>', '<nav>menu 1</nav>']);
    expect(renders).toBe(1);
  });

  it('keeps markup of different names apart', async () => {
    expect(await renderOnce('footer-a', async () => 'A')).toBe('A');
    expect(await renderOnce('footer-b', async () => 'B')).toBe('B');
  });
});
