import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanHtml } from './sanitize.node.ts';

/** Catalogue HTML as editors write it and as readers get it; each output written out from DOMPurify's rules. */
const CASES: Array<[string, string]> = [
  [
    '<p>The <strong>4K HDMI Extender</strong> delivers 4K &amp; HDR.</p><p>Tested.</p>',
    '<p>The <strong>4K HDMI Extender</strong> delivers 4K &amp; HDR.</p><p>Tested.</p>',
  ],
  [
    '<table class="specs"><tbody><tr><th>Model</th><td>AV-HD-EXT-4K</td></tr><tr><th colspan="2">x &gt; y</th></tr></tbody></table>',
    '<table class="specs"><tbody><tr><th>Model</th><td>AV-HD-EXT-4K</td></tr><tr><th colspan="2">x &gt; y</th></tr></tbody></table>',
  ],
  [
    '<ul><li>Gold-plated connectors</li><li>Braided jacket<br>CL3</li></ul>',
    '<ul><li>Gold-plated connectors</li><li>Braided jacket<br>CL3</li></ul>',
  ],
  ['Plain text with 5 > 3 and no tags', 'Plain text with 5 > 3 and no tags'],
  [
    '<p>See our <a href="/cables">cables</a> and <a class="more" href="/item/AV-HD-EXT-4K.html">the extender</a>.</p>',
    '<p>See our <a href="/cables">cables</a> and <a class="more" href="/item/AV-HD-EXT-4K.html">the extender</a>.</p>',
  ],
  ['', ''],
  ['<p>Yes.</p><div class="hidden">Internal note</div>', '<p>Yes.</p>'],
  ['<span style="display:none">Internal</span>', ''],
  [
    '<p>Rack kit.</p><div class="note hidden">Margin <strong>approved</strong><br>for EDU</div><p>1U.</p>',
    '<p>Rack kit.</p><p>1U.</p>',
  ],
  ['Text <span style=" Display: none; ">x</span> more', 'Text  more'],
  ['<p class="hidden">a</p><p class="hidden">b</p><p>c</p>', '<p>c</p>'],
  ['<p hidden>Draft</p>', ''],
  ['<p>In a paragraph <span class="hidden">note</span></p>', '<p>In a paragraph </p>'],
  ['<p class="hidden">a paragraph note holding <div>a block</div></p>', '<div>a block</div><p></p>'],
  ['<td class="hidden">a table cell with no table</td>', 'a table cell with no table'],
  ['<a href="https://elsewhere.example/">another site</a>', '<a href="https://elsewhere.example/">another site</a>'],
  ['<a href="//elsewhere.example/">another host</a>', '<a href="//elsewhere.example/">another host</a>'],
  ['<a href="/cables?sort=price">a query</a>', '<a href="/cables?sort=price">a query</a>'],
  ['<p href="/cables">a link attribute on a paragraph</p>', '<p href="/cables">a link attribute on a paragraph</p>'],
  [
    '<a href="/cables">a link <a href="/audio">inside a link</a></a>',
    '<a href="/cables">a link </a><a href="/audio">inside a link</a>',
  ],
  ['<span style="color:red">Styled</span>', '<span style="color:red">Styled</span>'],
  ['<span style="display:none;color:red">Hidden and styled</span>', ''],
  ['<div class="hidden"><span class="hidden">twice</span></div>', ''],
  ['<script>alert(1)</script>', ''],
  ['<p onclick="x()">Hi</p>', '<p>Hi</p>'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<img src=x onerror=alert(1)>', '<img src="x">'],
  ['<p>unclosed', '<p>unclosed</p>'],
  ['</div><div>', '<div></div>'],
  ['<p><strong>crossed</p></strong>', '<p><strong>crossed</strong></p>'],
  ['<!-- comment -->', ''],
  ['<p>broken <tag</p>', '<p>broken </p>'],
  ["<p class='x'>single quotes</p>", '<p class="x">single quotes</p>'],
  ['<svg><p>x</p></svg>', '<svg></svg><p>x</p>'],
  ['<style>body{}</style>', ''],
  ['<br/ onload="x()">', '<br>'],
  ['<p>closed twice</p></p>', '<p>closed twice</p><p></p>'],
  ['<p>tag left open <strong', '<p>tag left open </p>'],
  ['<p>a <<p>> b</p>', '<p>a &lt;</p><p>&gt; b</p>'],
  ['<form action="/x"><input name="q"><button>Go</button></form>', 'Go'],
];

describe('cleaning catalogue HTML', () => {
  it('keeps ordinary markup', () => {
    expect(cleanHtml('<p>Use <strong>Cat6A</strong>.</p><ul><li>One</li></ul>')).toBe(
      '<p>Use <strong>Cat6A</strong>.</p><ul><li>One</li></ul>',
    );
  });

  it('removes blocks marked hidden or styled display:none before display', () => {
    const answer =
      '<p>Yes.</p><div class="hidden">Internal note: offer an RMA.</div>' +
      '<span style="color: red; display : none">Internal: margin exception.</span><p hidden>Draft</p>' +
      '<div class="hidden" style="color: red">Internal</div>';
    expect(cleanHtml(answer)).toBe('<p>Yes.</p>');
  });

  it('removes a hidden block with everything inside it and keeps what follows', () => {
    expect(
      cleanHtml(
        '<div><p>Shown</p><div class="note hidden"><p>Internal <b>note</b></p><img src="x.png"></div><p>Also shown</p></div>',
      ),
    ).toBe('<div><p>Shown</p><p>Also shown</p></div>');
  });

  it('keeps visible styled elements', () => {
    expect(cleanHtml('<p style="color: red">Careful</p>')).toBe('<p style="color: red">Careful</p>');
  });

  it('removes scripts, event handlers and javascript links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x.png" onerror="alert(1)">';
    const clean = cleanHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('answers empty text for blank input', () => {
    expect(cleanHtml('  ')).toBe('');
  });

  it.each(CASES)('cleans %j to %j', (html, clean) => {
    expect(cleanHtml(html)).toBe(clean);
  });

  it('cleans FAQ answers of their hidden blocks, answer by answer', () => {
    expect(cleanHtml('<p>Yes, two ears.</p><div class="hidden">Internal: kit costs us $4.</div>')).toBe(
      '<p>Yes, two ears.</p>',
    );
    expect(cleanHtml('<p style="display:none">Check with purchasing</p><p>Yes.</p>')).toBe('<p>Yes.</p>');
  });

  it('is one library, DOMPurify, with no hand-written parser beside it', () => {
    const modules = readdirSync(import.meta.dirname).filter((name) => !/\.(test|d)\.ts$/.test(name));
    expect(modules).toEqual(['sanitize.node.ts']);
  });
});
