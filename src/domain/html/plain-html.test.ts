// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainHtmlOf } from './plain-html.ts';
import { cleanHtml, purifiedHtml } from './sanitize.node.ts';

const plain = [
  '<p>The <strong>4K HDMI Extender</strong> delivers 4K &amp; HDR.</p><p>Tested.</p>',
  '<table class="specs"><tbody><tr><th>Model</th><td>AV-HD-EXT-4K</td></tr><tr><th colspan="2">x &gt; y</th></tr></tbody></table>',
  '<ul><li>Gold-plated connectors</li><li>Braided jacket<br>CL3</li></ul>',
  'Plain text with 5 > 3 and no tags',
  '<p>See our <a href="/cables">cables</a> and <a class="more" href="/item/AV-HD-EXT-4K.html">the extender</a>.</p>',
  '',
];

/** Hidden notes the gate cuts out itself, and what is left of each text. */
const withNotes: Array<[string, string]> = [
  ['<p>Yes.</p><div class="hidden">Internal note</div>', '<p>Yes.</p>'],
  ['<span style="display:none">Internal</span>', ''],
  [
    '<p>Rack kit.</p><div class="note hidden">Margin <strong>approved</strong><br>for EDU</div><p>1U.</p>',
    '<p>Rack kit.</p><p>1U.</p>',
  ],
  ['Text <span style=" Display: none; ">x</span> more', 'Text  more'],
  ['<p class="hidden">a</p><p class="hidden">b</p><p>c</p>', '<p>c</p>'],
];

const needsCleaning = [
  '<p hidden>Draft</p>',
  '<p>In a paragraph <span class="hidden">note</span></p>',
  '<p class="hidden">a paragraph note holding <div>a block</div></p>',
  '<td class="hidden">a table cell with no table</td>',
  '<a href="https://elsewhere.example/">another site</a>',
  '<a href="//elsewhere.example/">another host</a>',
  '<a href="/cables?sort=price">a query</a>',
  '<p href="/cables">a link attribute on a paragraph</p>',
  '<a href="/cables">a link <a href="/audio">inside a link</a></a>',
  '<span style="color:red">Styled</span>',
  '<span style="display:none;color:red">Hidden and styled</span>',
  '<div class="hidden"><span class="hidden">twice</span></div>',
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

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

describe('plain catalogue HTML', () => {
  it.each(plain)('publishes %j as it is, without the full cleaner', (html) => {
    expect(plainHtmlOf(html)).toBe(html);
  });

  it.each(withNotes)('publishes %j without its hidden notes, without the full cleaner', (html, left) => {
    expect(plainHtmlOf(html)).toBe(left);
  });

  it.each(needsCleaning)('sends %j through the full cleaner', (html) => {
    expect(plainHtmlOf(html)).toBeUndefined();
  });

  it('judges a tag by where it stands, however often it was seen before', () => {
    expect(plainHtmlOf('<p>first</p>')).toBe('<p>first</p>');
    expect(plainHtmlOf('</p><p>')).toBeUndefined();
    expect(plainHtmlOf('<p>again</p>')).toBe('<p>again</p>');
  });

  it('publishes what the full cleaner would, modulo entity spelling', () => {
    for (const html of [...plain, ...withNotes.map(([text]) => text)]) {
      expect(parse(cleanHtml(html))).toBe(parse(purifiedHtml(html)));
    }
  });
});
