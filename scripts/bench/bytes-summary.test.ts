import { formatKB, kindOf, listOf, summarize, transferredBytes, type ResourceRecord } from './bytes-summary.ts';

const origin = 'http://127.0.0.1:5000';
const itemPageLoad: ResourceRecord[] = [
  { url: `${origin}/item/HD-1`, kind: 'html', bytes: 9000 },
  { url: `${origin}/_astro/interaction.js`, kind: 'js', bytes: 700 },
  { url: `${origin}/_astro/Search.js`, kind: 'js', bytes: 3300 },
  { url: `${origin}/_astro/item.css`, kind: 'css', bytes: 4000 },
  { url: `${origin}/uploads/hd-1.svg`, kind: 'other', bytes: 1200 },
];

describe('summarize', () => {
  it('adds the transferred bytes of each kind, and counts the script files', () => {
    expect(summarize(itemPageLoad, origin)).toEqual({
      js: 4000,
      jsFiles: 2,
      css: 4000,
      html: 9000,
      other: 1200,
      thirdParty: [],
    });
  });

  it('names every request made to another host', () => {
    const withChat = [
      ...itemPageLoad,
      { url: 'https://chat.example.net/widget.js', kind: 'js' as const, bytes: 50_000 },
    ];
    expect(summarize(withChat, origin).thirdParty).toEqual(['https://chat.example.net/widget.js']);
  });

  it('does not count inline data as another host', () => {
    expect(summarize([{ url: 'data:image/png;base64,AAAA', kind: 'other', bytes: 0 }], origin).thirdParty).toEqual([]);
  });
});

describe('kindOf', () => {
  it('trusts the browser resource type first', () => {
    expect(kindOf('script')).toBe('js');
    expect(kindOf('stylesheet')).toBe('css');
    expect(kindOf('document')).toBe('html');
  });

  it('recognises modules fetched another way by their content type', () => {
    expect(kindOf('fetch', 'text/javascript; charset=utf-8')).toBe('js');
    expect(kindOf('other', 'text/css')).toBe('css');
    expect(kindOf('image', 'image/svg+xml')).toBe('other');
  });
});

describe('transferredBytes', () => {
  it('prefers the encoded body size and falls back to Content-Length', () => {
    expect(transferredBytes(812, '4000')).toBe(812);
    expect(transferredBytes(0, '4000')).toBe(4000);
    expect(transferredBytes(0, undefined)).toBe(0);
  });
});

describe('listOf', () => {
  it('lists one kind largest first, to show what breaks a budget', () => {
    expect(listOf(itemPageLoad, 'js').split('\n')).toEqual([
      `   3.30 KB  ${origin}/_astro/Search.js`,
      `   0.70 KB  ${origin}/_astro/interaction.js`,
    ]);
    expect(formatKB(120_020)).toBe('120.02 KB');
  });
});
