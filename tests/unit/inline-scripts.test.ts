import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashInlineScripts, toCspHash } from '../../src/server/lib/inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('hashInlineScripts', () => {
  it('hashes every inline script exactly as written, and skips scripts loaded by src', () => {
    const theme = "\n  (() => { document.documentElement.classList.add('js'); })();\n";
    const jsonLd = '{"@type":"Person"}';
    const html = `<head><script>${theme}</script><script type="application/ld+json">${jsonLd}</script>
      <script type="module" crossorigin src="/assets/app.js"></script><SCRIPT >x()</SCRIPT ></head>`;
    expect(hashInlineScripts(html)).toEqual([sha(theme), sha(jsonLd), sha('x()')]);
  });

  it('writes CSP hash sources', () => {
    expect(toCspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
