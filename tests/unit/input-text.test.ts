import { describe, expect, it } from 'vitest';
import { cleanInput, cleanText, MAX_INPUT_DEPTH } from '../../src/server/platform/input-text';
import { createOriginCheck } from '../../src/server/plugins/same-origin';

describe('text as it enters', () => {
  it.each([
    ['Certi\u0000cations', 'Certications'],
    ['bell\u0007 and escape\u001B[31m', 'bell and escape[31m'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['isolate \u2066x\u2069 and embedding \u202Ay\u202C', 'isolate x and embedding y'],
    ['line\u000Bbreak and page\u000Cbreak', 'line\nbreak and page\nbreak'],
    ['tab\tand\r\nline ends', 'tab\tand\r\nline ends'],
    ['lone \uD800 half', 'lone \uFFFD half'],
    ['a pair 😀 stays', 'a pair 😀 stays'],
    ['Montréal, 東京, עברית', 'Montréal, 東京, עברית'],
  ])('cleans %j to %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('cleans keys and values all the way down, keeping numbers, booleans and null', () => {
    expect(cleanInput({ 'na\u0000me': ['a\u202Eb', { n: 1, ok: true, none: null }] })).toEqual({
      name: ['ab', { n: 1, ok: true, none: null }],
    });
  });

  it('never turns a __proto__ key into a prototype', () => {
    const cleaned = cleanInput(JSON.parse('{"__proto__":{"polluted":true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(cleaned)).toEqual(['__proto__']);
  });

  it('refuses nesting deeper than the limit with a 400', () => {
    let deep: unknown = 'x';
    for (let level = 0; level <= MAX_INPUT_DEPTH; level++) deep = [deep];
    expect(() => cleanInput(deep)).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => cleanInput((deep as unknown[])[0])).not.toThrow();
  });

  it('leaves buffers alone', () => {
    const bytes = Buffer.from([0, 1, 2]);
    expect(cleanInput(bytes)).toBe(bytes);
  });
});

describe('origins allowed to write', () => {
  it('takes PUBLIC_URL and the configured extras, never anything else', () => {
    const allows = createOriginCheck({
      publicUrl: 'https://alex.example',
      isPublicUrlConfigured: true,
      allowedOrigins: ['https://www.alex.example'],
      boundPort: () => 5000,
    });
    expect(allows('https://alex.example')).toBe(true);
    expect(allows('https://www.alex.example')).toBe(true);
    expect(allows('http://alex.example')).toBe(false);
    expect(allows('https://alex.example:444')).toBe(false);
    expect(allows('http://localhost:5000')).toBe(false);
  });

  it('without PUBLIC_URL, accepts the loopback names on the port actually bound', () => {
    const allows = createOriginCheck({
      publicUrl: 'http://localhost:0',
      isPublicUrlConfigured: false,
      allowedOrigins: [],
      boundPort: () => 41234,
    });
    for (const origin of ['http://localhost:41234', 'http://127.0.0.1:41234', 'http://[::1]:41234']) {
      expect(allows(origin), origin).toBe(true);
    }
    expect(allows('http://192.168.1.20:41234')).toBe(false);
    expect(allows('http://localhost:41235')).toBe(false);
  });
});
