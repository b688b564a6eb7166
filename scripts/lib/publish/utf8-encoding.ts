/**
 * Astro turns each page's HTML into bytes with `TextEncoder.encode`. For text that is not all ASCII
 * (a page's `©` is enough), Node's encoder takes two or three times as long as `Buffer.from` does
 * for the same bytes: 130 µs against 50 µs for a 48 KB item page, 1.8 s of CPU across a build of
 * 20,000 products. In a build's threads, long strings are encoded the faster way.
 *
 * The bytes are the same (lone surrogates become U+FFFD in both), and the result is a plain
 * `Uint8Array` over an `ArrayBuffer` of its own, as the standard encoder's is: `Buffer.from` gives
 * a long string a buffer of its own (shorter ones share Buffer's pool, so they keep the standard
 * path), which the bytes-keeping Response (bytes-response.ts) can hand on without a copy.
 */

const standardEncode = TextEncoder.prototype.encode;

/** From this length on, `Buffer.from` allocates a string's bytes on their own (not in its pool). */
const OWN_BUFFER_FROM = Buffer.poolSize >>> 1;

function encode(this: TextEncoder, input?: string): Uint8Array<ArrayBuffer> {
  if (typeof input !== 'string' || input.length < OWN_BUFFER_FROM) return standardEncode.call(this, input);
  const bytes = Buffer.from(input, 'utf8');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** Makes `TextEncoder.encode` the faster one in this thread; answers a function that puts the standard one back. */
export function installFastUtf8Encoding(): () => void {
  TextEncoder.prototype.encode = encode;
  return () => {
    TextEncoder.prototype.encode = standardEncode;
  };
}
