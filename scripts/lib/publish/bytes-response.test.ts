import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BytesResponse, installBytesResponse } from './bytes-response.ts';

const page = (text: string) => new TextEncoder().encode(text);

describe('BytesResponse', () => {
  it('answers arrayBuffer() with the bytes it was given, not a copy, and marks the body used', async () => {
    const bytes = page('<p>Matrix switcher</p>');
    const response = new BytesResponse(bytes, { status: 200, headers: { 'content-type': 'text/html' } });
    const read = await response.arrayBuffer();
    expect(read).toBe(bytes.buffer);
    expect(response.bodyUsed).toBe(true);
    await expect(response.arrayBuffer()).rejects.toThrow(TypeError);
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it('hands out an ArrayBuffer body as it is', async () => {
    const { buffer } = page('<p>Wall plate</p>');
    expect(await new BytesResponse(buffer).arrayBuffer()).toBe(buffer);
  });

  it('reads the same text through its stream as the standard Response', async () => {
    const text = '<p>Extender – 4K</p>';
    expect(await new BytesResponse(page(text)).text()).toBe(text);
    expect(await new BytesResponse(text).text()).toBe(text);
  });

  it('copies part of a buffer, as the standard Response does', async () => {
    const whole = page('..<p>Splitter</p>..');
    const part = whole.subarray(2, whole.length - 2);
    const read = await new BytesResponse(part).arrayBuffer();
    expect(read).not.toBe(whole.buffer);
    expect(new TextDecoder().decode(read)).toBe('<p>Splitter</p>');
  });

  it('refuses a body for a status that has none, as the standard Response does', () => {
    expect(() => new BytesResponse(page('x'), { status: 204 })).toThrow(TypeError);
  });

  it('counts responses the standard class makes as Responses', () => {
    expect(Response.json({ ok: true })).toBeInstanceOf(BytesResponse);
  });
});

describe('installBytesResponse', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installBytesResponse();
  });
  afterEach(() => restore());

  it('makes Response keep its bytes until it is undone', async () => {
    const bytes = page('<p>Converter</p>');
    expect(await new Response(bytes).arrayBuffer()).toBe(bytes.buffer);
    expect(Response.json({ ok: true }) instanceof Response).toBe(true);
    restore();
    expect(await new Response(bytes).arrayBuffer()).not.toBe(bytes.buffer);
  });
});
