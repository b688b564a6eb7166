/** The part of jsdom the build uses: one window for DOMPurify (jsdom ships no type declarations). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
