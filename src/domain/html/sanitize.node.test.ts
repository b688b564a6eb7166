import { describe, expect, it } from 'vitest';
import { cleanHtml } from './sanitize.node.ts';

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
});
