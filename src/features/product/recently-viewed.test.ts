// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

function page(html: string) {
  document.body.innerHTML = html;
}
const context = (sku: string) =>
  `<script type="application/json" id="product-context">${JSON.stringify({ sku, title: `Product ${sku}`, pageimage: `/uploads/${sku}.jpg`, subtitle: '' })}</script>`;

async function start() {
  vi.resetModules();
  const { startRecentlyViewed } = await import('./recently-viewed.ts');
  startRecentlyViewed();
}

describe('recently viewed section', () => {
  beforeEach(() => localStorage.clear());

  it('records the product of a product page and leaves it out of that page’s grid', async () => {
    page(`<section id="recently-viewed" data-exclude-sku="A" hidden><h2>Recently Viewed</h2></section>${context('A')}`);
    await start();
    expect(document.getElementById('recently-viewed')?.hidden).toBe(true);

    page(`<section id="recently-viewed" data-exclude-sku="B" hidden><h2>Recently Viewed</h2></section>${context('B')}`);
    await start();
    const section = document.getElementById('recently-viewed');
    expect(section?.hidden).toBe(false);
    const links = [...(section?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/item/A']);
    expect(links[0]?.textContent).toBe('Product A');
  });

  it('shows every stored product on the home strip, newest first', async () => {
    localStorage.setItem(
      'av:recent:v1',
      JSON.stringify([
        { sku: 'B', title: 'b', pageimage: '/b.jpg' },
        { sku: 'A', title: 'a', pageimage: '' },
      ]),
    );
    page('<section id="recently-viewed" hidden><h2>Recently Viewed Products</h2></section>');
    await start();
    const links = [...document.querySelectorAll('#recently-viewed a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/item/B', '/item/A']);
    expect(links[1]?.textContent).toContain('No image');
  });

  it('shows No image in place of a broken image', async () => {
    localStorage.setItem('av:recent:v1', JSON.stringify([{ sku: 'B', title: 'b', pageimage: '/missing.jpg' }]));
    page('<section id="recently-viewed" hidden></section>');
    await start();
    document.querySelector('#recently-viewed img')?.dispatchEvent(new Event('error'));
    expect(document.querySelector('#recently-viewed a')?.textContent).toBe('No imageb');
  });
});
