// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sheetFromPage } from './sheet-from-page.ts';

const page = `
  <script type="application/json" id="product-context">{"sku":"AV-1","title":"Extender","subtitle":"","upc":"","path":"/item/AV-1","images":[]}</script>
  <div data-panel="video">
    <figure><figcaption><a href="https://video.example/1" target="_blank">Setup video<svg aria-hidden="true"></svg><span class="visually-hidden"> (opens in a new window)</span></a></figcaption></figure>
  </div>
  <div data-panel="downloads"><a href="/uploads/manual.pdf">Manual <span class="visually-hidden">(PDF)</span></a></div>`;

describe('sheetFromPage', () => {
  it('labels links with what they show, without their screen-reader notes', () => {
    document.body.innerHTML = page;
    const sheet = sheetFromPage(document);
    expect(sheet.videos).toEqual([{ url: 'https://video.example/1', label: 'Setup video' }]);
    expect(sheet.downloads.map((link) => link.label)).toEqual(['Manual']);
  });
});
