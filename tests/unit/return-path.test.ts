import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSafeReturnPath } from '../../src/server/services/auth/return-path';
import { PROPERTY_SEED } from '../helpers/property-seed';

const SITE = 'https://site.example';

/** Where a browser goes when a page on the site answers `Location: <path>`. */
function browserTarget(path: string): URL {
  return new URL(path, `${SITE}/api/login?returnTo=x`);
}

/** What a careless layer after us (a proxy, a router) would make of the path by decoding it. */
function decodedPath(path: string): string {
  const pathOnly = path.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(pathOnly);
}

/** The pieces odd return paths are made of: dot segments, slashes and backslashes, escapes, schemes. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '%252e',
  '%2f',
  '%2F',
  '%252f',
  '%5c',
  '%5C',
  '%25',
  '%',
  'evil.example',
  'evil.example:443',
  'https:',
  'javascript:alert(1)',
  'user@',
  '%40',
  'a',
  'tools',
  '?',
  '#',
  '%3f',
  '%23',
  '%09',
  '%0a',
  '%c0%af',
  '%e2%80%ae',
  ' ',
  '\t',
  '％２ｅ',
  '／',
);
const spelling = fc.oneof(
  fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join('')),
  fc.array(piece, { maxLength: 10 }).map((pieces) => `/${pieces.join('')}`),
  fc.string({ maxLength: 40 }).map((text) => `/${text}`),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => `/${text}`),
);

describe('toSafeReturnPath', () => {
  it.each([
    ['/tools/job', '/tools/job'],
    ['/tools/job?tab=1#top', '/tools/job?tab=1#top'],
    ['/tools/job/', '/tools/job/'],
    ['/', '/'],
    [undefined, '/tools'],
    ['', '/tools'],
    ['tools', '/tools'],
    ['//evil.example', '/tools'],
    ['/\\evil.example', '/tools'],
    ['/tools\\..\\x', '/x'],
    ['https://evil.example/tools', '/tools'],
    ['javascript:alert(1)', '/tools'],
    ['/tools\n/x', '/tools'],
    ['/tools\u0000', '/tools'],
    ['/tools/%0a', '/tools'],
    ['/tools/%c0%af', '/tools'],
    ['/tools/\ud800', '/tools'],
    [`/${'a'.repeat(3000)}`, '/tools'],
    [['/tools/job'], '/tools'],
  ])('%j becomes %s', (input, expected) => {
    expect(toSafeReturnPath(input)).toBe(expected);
  });

  // The five spellings that got through when the check ran before dot segments were removed, then more.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/.%2f/evil.example',
    '/%2e%2e//evil.example',
    '/%252e%252e//evil.example',
    '/%2f%2fevil.example',
    '/%5c%5cevil.example',
    '/.\\/evil.example',
  ])('refuses %s, which resolves to //evil.example, with /tools', (input) => {
    expect(toSafeReturnPath(input)).toBe('/tools');
  });

  it.each([
    ['/tools//job', '/tools/job'],
    ['/tools/./job/../resume', '/tools/resume'],
    ['/tools/job/.', '/tools/job/'],
    ['/../../tools', '/tools'],
    ['/%74ools/%6Aob', '/tools/job'],
    ['/https://evil.example', '/https:/evil.example'],
    ['/tools/%3Fnext', '/tools/%3Fnext'],
    ['/tools/100%', '/tools/100%25'],
  ])('normalises %s to %s', (input, expected) => {
    expect(toSafeReturnPath(input)).toBe(expected);
  });

  it(`sends a browser to this site for every generated spelling (fast-check, seed ${PROPERTY_SEED})`, () => {
    fc.assert(
      fc.property(spelling, (input) => {
        const path = toSafeReturnPath(input);
        expect(path.startsWith('/')).toBe(true);
        expect(path).not.toMatch(/^\/[/\\]/);
        expect(browserTarget(path).origin).toBe(SITE);
        // Decoding it once more, as a later layer might, still gives a path on this site.
        expect(decodedPath(path)).not.toMatch(/^\/[/\\]/);
        expect(browserTarget(decodedPath(path)).origin).toBe(SITE);
        // A normalised path is its own normal form: nothing is left for a second pass to change.
        expect(toSafeReturnPath(path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });

  it(`leaves an ordinary path on the site as it was (fast-check, seed ${PROPERTY_SEED})`, () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(toSafeReturnPath(path)).toBe(path);
      }),
    );
  });
});
