import { stylesInHead } from './styles-in-head.ts';

const island = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const paged = '<style>.js #a li:nth-child(n + 13) { display: none; }</style>';
const moved = (page: string) => Buffer.from(stylesInHead(Buffer.from(page))).toString();

describe('styles in the head', () => {
  it('moves the style elements of the body into the head, in order', () => {
    const page = `<html><head><title>T</title></head><body><div>${island}<astro-island></astro-island></div><section>${paged}<ul></ul></section></body></html>`;
    expect(moved(page)).toBe(
      `<html><head><title>T</title>${island}${paged}</head><body><div><astro-island></astro-island></div><section><ul></ul></section></body></html>`,
    );
  });

  it('keeps text outside ASCII as it is, around and between the moved styles', () => {
    const page = `<html><head><title>Câble — 4K</title></head><body><p>Überall ✓</p>${island}<p>Ω 75</p></body></html>`;
    expect(moved(page)).toBe(
      `<html><head><title>Câble — 4K</title>${island}</head><body><p>Überall ✓</p><p>Ω 75</p></body></html>`,
    );
  });

  it('leaves the head and a page without styles in the body as they are', () => {
    const page = `<html><head><title>T</title>${island}</head><body><p>Text</p></body></html>`;
    expect(moved(page)).toBe(page);
  });
});
