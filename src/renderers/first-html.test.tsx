import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import FaqForm from '../features/product/faq/FaqForm.tsx';
import PrintButton from '../features/product/print/PrintButton.tsx';
import ShareMenu from '../features/product/share/ShareMenu.tsx';
import { drawsSameForAnyProps } from './first-html.ts';

vi.mock('astro:react:opts', () => ({ default: {} }));

const firstHtml = <P extends object>(Component: ComponentType<P>, props: P) =>
  renderToString(createElement(Component, props), { identifierPrefix: 'r4' });

const share = (sku: string, title: string) => ({
  sku,
  upc: `0${sku.length}`,
  title,
  image: `/media/${sku}.jpg`,
  path: `/item/${sku}`,
  description: `${title} for every room`,
  siteOrigin: 'https://www.example.com',
});

describe('islands marked as drawing the same first HTML for any props', () => {
  it('are marked', () => {
    expect([FaqForm, ShareMenu, PrintButton].map(drawsSameForAnyProps)).toEqual([true, true, true]);
  });

  it('draw the same first HTML for different products, so one drawing serves every page', () => {
    expect(firstHtml(FaqForm, { sku: 'AV-1' })).toBe(firstHtml(FaqForm, { sku: 'HD-9 <b>' }));
    expect(firstHtml(FaqForm, { sku: 'AV-1' })).toContain('Ask a Question');
    expect(firstHtml(ShareMenu, share('AV-1', 'Splitter'))).toBe(firstHtml(ShareMenu, share('HD-9', 'Matrix')));
    expect(firstHtml(PrintButton, { siteOrigin: 'https://a.example' })).toBe(
      firstHtml(PrintButton, { siteOrigin: 'https://b.example' }),
    );
  });
});
