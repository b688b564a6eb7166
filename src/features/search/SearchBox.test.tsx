import { SearchProducts } from '../../api/calls/catalog.ts';
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { call } }));
const goTo = vi.fn();
vi.mock('../session/navigate.ts', () => ({ goTo, redirectTo: vi.fn() }));

const { default: SearchBox } = await import('./SearchBox.tsx');

const suggestions = [
  { sku: 'AV-HD-2M', title: 'HDMI cable 2 m', subtitle: '8K', image1: '/uploads/a.jpg' },
  { sku: 'AV-HD-5M', title: 'HDMI cable 5 m', subtitle: '8K', image1: '/uploads/b.jpg' },
];

async function typeTerm(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });
}

describe('search box', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    call.mockResolvedValue({ refSearchData: suggestions });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    call.mockReset();
    goTo.mockReset();
  });

  it('is a plain search form before it hydrates', () => {
    const { container } = render(<SearchBox />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(screen.getByRole('combobox').getAttribute('name')).toBe('term');
  });

  it('searches for text the field holds before its state has caught up (typed while hydrating)', () => {
    render(<SearchBox />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
    box.value = '100%';
    fireEvent.submit(box);
    expect(goTo).toHaveBeenCalledWith('/search/100%25');
  });

  it('offers the signal-path finder first for a query that states a job, and opens it filled in', async () => {
    render(<SearchBox />);
    await typeTerm('4k60 hdmi 70m');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Find a solution for HDMI, 4K60 4:2:0, 70 m',
      expect.stringContaining('MPN: AV-HD-2M'),
      expect.stringContaining('MPN: AV-HD-5M'),
    ]);
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    // Products that arrive after the visitor chose the finder leave it chosen.
    await typeTerm('4k60 hdmi 70m ');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(box);
    expect(goTo).toHaveBeenCalledWith('/finder?source=HDMI&picture=4K60+4%3A2%3A0&distance=70&unit=m');
  });

  it('offers no finder for a plain product search', async () => {
    render(<SearchBox />);
    await typeTerm('hdmi cable');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContainEqual(
      expect.stringContaining('Find a solution'),
    );
  });

  it('lists suggestions with title, subtitle and MPN, walked with the arrow keys', async () => {
    render(<SearchBox />);
    await typeTerm('hdmi');
    expect(call).toHaveBeenCalledWith(SearchProducts, { term: 'hdmi' }, expect.anything());
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]?.textContent).toContain('MPN: AV-HD-2M');
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box);
    expect(goTo).toHaveBeenCalledWith('/item/AV-HD-5M');
  });

  it('goes to the results page on Enter when no suggestion is chosen, and not for a blank term', async () => {
    render(<SearchBox />);
    await typeTerm('   ');
    fireEvent.submit(screen.getByRole('combobox'));
    expect(goTo).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    await typeTerm('hdmi cable');
    fireEvent.submit(screen.getByRole('combobox'));
    expect(goTo).toHaveBeenCalledWith('/search/hdmi%20cable');
  });

  it('Escape closes the list, then clears the box', async () => {
    render(<SearchBox />);
    await typeTerm('hdmi');
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('hdmi');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('shows no suggestions when the request fails', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    render(<SearchBox />);
    await typeTerm('hdmi');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
