import { describe, expect, it } from 'vitest';
import { leadImageOf } from './lead-image.ts';

describe('an article’s lead picture', () => {
  it('is the image in the figure it opens with, the text following without it', () => {
    const html = '<figure><img src="/uploads/news/a.jpg" alt="A frame &amp; a wall" width="800"></figure>\n<p>Text</p>';
    expect(leadImageOf(html)).toEqual({
      image: { src: '/uploads/news/a.jpg', alt: 'A frame & a wall' },
      html: '<p>Text</p>',
    });
  });

  it('is a bare opening image too, and a figure caption leaves with it', () => {
    expect(leadImageOf('<img src="/a.jpg" alt=""><p>T</p>')).toEqual({
      image: { src: '/a.jpg', alt: '' },
      html: '<p>T</p>',
    });
    expect(leadImageOf('<figure><img src="/a.jpg"><figcaption>Cap</figcaption></figure><p>T</p>').html).toBe(
      '<p>T</p>',
    );
  });

  it('is none when the article opens with text or the image has no address', () => {
    const text = '<p>Intro</p><figure><img src="/a.jpg" alt="x"></figure>';
    expect(leadImageOf(text)).toEqual({ image: undefined, html: text });
    expect(leadImageOf('<img alt="x"><p>T</p>')).toEqual({ image: undefined, html: '<img alt="x"><p>T</p>' });
  });
});
