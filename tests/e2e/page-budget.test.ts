import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib.mjs';
import { weighBuiltPage } from '../helpers/page-weight';

/** Issue 32's budgets for what / and /blog load before any interaction. */
const JS_GZIP_BUDGET = 30 * 1024;
const TRANSFER_BUDGET = 60 * 1024;
const REQUEST_BUDGET = 8;

/**
 * The islands each page loads without any interaction: on / the particles start in the first idle
 * period (spec: idle start); every other island waits for a visitor's act or the chat's 5 s.
 * /blog wakes nothing by itself.
 */
const STARTED_BY_THE_PAGE: Record<string, string[]> = {
  'index.html': ['features/particles/particles-island.ts'],
  'blog.html': [],
};

// In the browser-test project because it reads the build its global setup makes; it opens no browser.
describe.each(['index.html', 'blog.html'])('the built %s before interaction', (file) => {
  const weight = weighBuiltPage(path.join(root, 'dist', 'client'), file, STARTED_BY_THE_PAGE[file] ?? []);

  it(`loads at most ${REQUEST_BUDGET} requests`, () => {
    expect(weight.requests.length, weight.requests.join(', ')).toBeLessThanOrEqual(REQUEST_BUDGET);
  });

  it('ships at most 30 kB of JavaScript and 60 kB in all (gzip)', () => {
    expect(weight.jsGzipBytes).toBeLessThanOrEqual(JS_GZIP_BUDGET);
    expect(weight.transferBytes).toBeLessThanOrEqual(TRANSFER_BUDGET);
  });

  it('carries its first-screen image inside the page when the image is small (4 kB or less)', () => {
    const html = readFileSync(path.join(root, 'dist', 'client', file), 'utf8');
    for (const [tag] of html.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)) {
      const src = /src="([^"]+)"/.exec(tag)?.[1] ?? '';
      if (src.startsWith('data:')) continue;
      expect(statSync(path.join(root, 'dist', 'client', src)).size, src).toBeGreaterThan(4096);
    }
  });

  it('asks for nothing but itself before its first paint: the rules its markup uses are inline, the rest and the one page script come after', () => {
    const html = readFileSync(path.join(root, 'dist', 'client', file), 'utf8');
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outsideNoscript).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(outsideNoscript).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    expect(weight.requests.filter((request) => request.endsWith('.css'))).toHaveLength(1);
    expect(weight.requests.filter((request) => /\/assets\/page-[^/]+\.js$/.test(request))).toHaveLength(1);
  });
});
