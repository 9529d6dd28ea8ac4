import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentType } from 'mime-types';
import { createStaticResponse, type StaticResponse } from './static-response';

/** Text worth compressing when the build left no compressed copies beside it. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE_HOURLY = 'public, max-age=3600';

/**
 * Every file of the client build, read into memory with its compressed copies and headers once
 * at startup (the whole build is under 2 MB), keyed by its URL path. Page templates (.html) are
 * left out: the page routes serve them with the public address filled in.
 */
export function loadStaticFiles(root: string): Map<string, StaticResponse> {
  const files = new Map<string, StaticResponse>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Build records (Vite's manifest in .vite/) are for the build check, not for visitors.
        if (!entry.name.startsWith('.')) walk(file);
        continue;
      }
      if (/\.(br|gz|html)$/.test(entry.name)) continue;
      const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
      files.set(
        urlPath,
        createStaticResponse(readFileSync(file), {
          contentType: contentType(path.extname(entry.name)) || 'application/octet-stream',
          // Vite names every built asset by its content hash, so it never changes under its URL.
          cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE_HOURLY,
          ...(existsSync(`${file}.br`) || existsSync(`${file}.gz`)
            ? {
                precompressed: {
                  ...(existsSync(`${file}.br`) ? { br: readFileSync(`${file}.br`) } : {}),
                  ...(existsSync(`${file}.gz`) ? { gzip: readFileSync(`${file}.gz`) } : {}),
                },
              }
            : { compress: COMPRESSIBLE.test(entry.name) }),
        }),
      );
    }
  };
  walk(root);
  return files;
}
