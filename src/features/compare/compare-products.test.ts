// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readItemPage } from './compare-products.ts';

const context = {
  sku: 'AV-EX-HDB-70',
  title: 'HDBaseT Extender Set, 70 m',
  subtitle: '4K60 over one Cat6A cable',
  upc: '012345678905',
  image: '/uploads/images/AV-EX-HDB-70.jpg',
  path: '/item/AV-EX-HDB-70',
};

const itemPage = (json: string, specs = '') => `<!doctype html><html><body>
  <h1>${context.title}</h1>
  <div role="tabpanel"><div class="rich-text" data-print="specs">${specs}</div></div>
  <script type="application/json" id="product-context">${json}</script>
</body></html>`;

describe('readItemPage', () => {
  it("reads a product page's facts and its specs rows", () => {
    const specs =
      '<table class="specs"><tbody><tr><th>Distance</th><td>70 m</td></tr><tr><th>Control</th><td>RS-232 &amp; IR</td></tr></tbody></table>';
    expect(readItemPage(itemPage(JSON.stringify(context), specs))).toEqual({
      sku: context.sku,
      title: context.title,
      subtitle: context.subtitle,
      image: context.image,
      path: context.path,
      specs: [
        ['Distance', '70 m'],
        ['Control', 'RS-232 & IR'],
      ],
    });
  });

  it('reads a product without specs or subtitle as having none', () => {
    const { subtitle: _subtitle, ...bare } = context;
    expect(readItemPage(itemPage(JSON.stringify(bare)))).toMatchObject({ subtitle: '', specs: [] });
  });

  it('finds no product in a page that is not a product page, or whose facts do not parse', () => {
    expect(readItemPage('<!doctype html><html><body><h1>Page not found</h1></body></html>')).toBeUndefined();
    expect(readItemPage(itemPage('{"sku":'))).toBeUndefined();
    expect(readItemPage(itemPage(JSON.stringify({ ...context, sku: '' })))).toBeUndefined();
  });
});
