import { describe, expect, it } from 'vitest';
import { shareDescription, shareLinks, shareOrigin, shareUrl, truncate } from './share.ts';

const site = 'https://www.example-av.com';
const product = {
  title: 'HDMI 2.1 Extender & Receiver',
  url: 'https://www.example-av.com/item/HD-EXT-4K',
  description: 'Extends 4K video over one cable.',
};

describe('share texts', () => {
  it('keeps a description of 300 characters and cuts a longer one to 300 with an ellipsis', () => {
    const exact = 'a'.repeat(300);
    expect(truncate(exact)).toBe(exact);
    const cut = truncate(`${'word '.repeat(80)}end`);
    expect(cut).toHaveLength(300);
    expect(cut).toBe(`${'word '.repeat(59)}wo...`);
    expect(truncate('  spaced \n text  ')).toBe('spaced text');
  });

  it('shares the plain text of the description HTML, truncated', () => {
    expect(shareDescription('<p>Cables &amp; <b>adapters</b></p><ul><li>8K</li></ul>')).toBe('Cables & adapters 8K');
    expect(shareDescription(`<p>${'x'.repeat(400)}</p>`)).toHaveLength(300);
  });
});

describe('shared address', () => {
  it('uses the public site origin on a local host and the page origin elsewhere', () => {
    expect(shareOrigin('http://localhost:4321', site)).toBe(site);
    expect(shareOrigin('http://127.0.0.1:4600', site)).toBe(site);
    expect(shareOrigin('http://shop.local:8080', site)).toBe(site);
    expect(shareOrigin('https://staging.example-av.com', site)).toBe('https://staging.example-av.com');
    expect(shareUrl('/item/HD-EXT-4K', 'http://localhost:4321', site)).toBe(product.url);
  });
});

describe('share links', () => {
  const links = shareLinks(product);

  it.each(Object.entries(links))('%s carries the title and the page address', (_network, link) => {
    const decoded = decodeURIComponent(link.replaceAll('+', ' '));
    expect(decoded).toContain(product.title);
    expect(decoded).toContain(product.url);
  });

  it('opens each network at its share address', () => {
    expect(new URL(links.facebook).searchParams.get('u')).toBe(product.url);
    expect(new URL(links.twitter).searchParams.get('text')).toBe(product.title);
    expect(new URL(links.linkedin).hostname).toBe('www.linkedin.com');
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${product.title} ${product.url}`);
  });

  it('writes the email with the title as subject and the description and address in the body', () => {
    expect(links.email).toBe(
      `mailto:?subject=${encodeURIComponent(product.title)}&body=${encodeURIComponent(
        `${product.title}\n\n${product.description}\n\n${product.url}`,
      )}`,
    );
  });
});
