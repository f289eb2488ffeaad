// The one part of jsdom's API the server-side tests use to read rendered HTML (jsdom ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
