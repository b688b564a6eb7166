import { describe, expect, it } from 'vitest';
import { cleanHtml } from './sanitize.node.ts';

/** Catalogue HTML as it is mostly written: published exactly as it is. */
const ordinary = [
  '<p>The <strong>4K HDMI Extender</strong> delivers 4K &amp; HDR.</p><p>Tested.</p>',
  '<table class="specs"><tbody><tr><th>Model</th><td>AV-HD-EXT-4K</td></tr><tr><th colspan="2">x &gt; y</th></tr></tbody></table>',
  '<ul><li>Gold-plated connectors</li><li>Braided jacket<br>CL3</li></ul>',
  'Plain text with 5 > 3 and no tags',
  '<p>See our <a href="/cables">cables</a> and <a class="more" href="/item/AV-HD-EXT-4K.html">the extender</a>.</p>',
];

/** Hidden notes, and what is left of each text. */
const withNotes: Array<[string, string]> = [
  ['<p>Yes.</p><div class="hidden">Internal note</div>', '<p>Yes.</p>'],
  ['<span style="display:none">Internal</span>', ''],
  [
    '<p>Rack kit.</p><div class="note hidden">Margin <strong>approved</strong><br>for EDU</div><p>1U.</p>',
    '<p>Rack kit.</p><p>1U.</p>',
  ],
  ['Text <span style=" Display: none; ">x</span> more', 'Text  more'],
  ['<p class="hidden">a</p><p class="hidden">b</p><p>c</p>', '<p>c</p>'],
  ['<div class="hidden"><span class="hidden">twice</span></div><p>Shown</p>', '<p>Shown</p>'],
];

describe('cleaning catalogue HTML', () => {
  it.each(ordinary)('publishes %j as it is', (html) => {
    expect(cleanHtml(html)).toBe(html);
  });

  it.each(withNotes)('publishes %j without its hidden notes', (html, left) => {
    expect(cleanHtml(html)).toBe(left);
  });

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
});
