// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isPlainHtml } from './plain-html.ts';
import { cleanHtml } from './sanitize.build.ts';

const plain = [
  '<p>The <strong>4K HDMI Extender</strong> delivers 4K &amp; HDR.</p><p>Tested.</p>',
  '<table class="specs"><tbody><tr><th>Model</th><td>AV-HD-EXT-4K</td></tr><tr><th colspan="2">x &gt; y</th></tr></tbody></table>',
  '<ul><li>Gold-plated connectors</li><li>Braided jacket<br>CL3</li></ul>',
  'Plain text with 5 > 3 and no tags',
  '',
];

const needsCleaning = [
  '<p>Yes.</p><div class="hidden">Internal note</div>',
  '<span style="display:none">Internal</span>',
  '<p hidden>Draft</p>',
  '<script>alert(1)</script>',
  '<p onclick="x()">Hi</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<img src=x onerror=alert(1)>',
  '<p>unclosed',
  '</div><div>',
  '<p><strong>crossed</p></strong>',
  '<!-- comment -->',
  '<p>broken <tag</p>',
  "<p class='x'>single quotes</p>",
  '<svg><p>x</p></svg>',
  '<style>body{}</style>',
  '<br/ onload="x()">',
  '<p>closed twice</p></p>',
  '<p>tag left open <strong',
  '<p>a <<p>> b</p>',
];

describe('plain catalogue HTML', () => {
  it.each(plain)('publishes %j without the full cleaner', (html) => {
    expect(isPlainHtml(html)).toBe(true);
  });

  it.each(needsCleaning)('sends %j through the full cleaner', (html) => {
    expect(isPlainHtml(html)).toBe(false);
  });

  it('judges a tag by where it stands, however often it was seen before', () => {
    expect(isPlainHtml('<p>first</p>')).toBe(true);
    expect(isPlainHtml('</p><p>')).toBe(false);
    expect(isPlainHtml('<p>again</p>')).toBe(true);
  });

  it('only lets through text that the full cleaner leaves as it is, modulo entity spelling', () => {
    const parse = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.innerHTML;
    };
    for (const html of plain) expect(parse(cleanHtml(html))).toBe(parse(html));
  });
});
