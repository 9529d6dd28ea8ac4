import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\bsrc\s*=/i;

/** The CSP source (`'sha256-…'`) that allows exactly this inline script or style text. */
export function toCspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hashes of every inline <script> in a page, executable or not (JSON-LD costs nothing to allow). */
export function hashInlineScripts(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (!HAS_SRC.test(attributes)) hashes.push(toCspHash(body));
  }
  return hashes;
}
