import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A demo image of the article, as PNG for Word, or null when it cannot be had. */
export type LoadBlogImage = (src: string) => Promise<Buffer | null>;

// Twice the layout width, so the figure stays sharp when Word prints or zooms it.
const RASTER_SCALE = 2;

/**
 * Reads the article's images from the site's public files (`/images/blog/x.svg`) and turns SVG into
 * PNG, which every Word version embeds (SVG needs Word 2016 and a fallback anyway). A path that
 * leaves the folder, or a file that is not there, gives null: the caption then stands alone.
 */
export function createBlogImageLoader(publicDirs: readonly string[]): LoadBlogImage {
  const roots = publicDirs.map((dir) => path.resolve(dir));
  const read = async (src: string): Promise<{ file: string; bytes: Buffer } | null> => {
    for (const root of roots) {
      const file = path.resolve(root, `.${src}`);
      if (!file.startsWith(`${root}${path.sep}`)) continue;
      try {
        return { file, bytes: await readFile(file) };
      } catch {
        // Not in this folder; the next may have it.
      }
    }
    return null;
  };
  return async (src) => {
    const found = await read(src);
    if (!found) return null;
    const { file, bytes } = found;
    if (!file.endsWith('.svg')) return file.endsWith('.png') ? bytes : null;
    const { Resvg } = await import('@resvg/resvg-js');
    const svg = new Resvg(bytes, { fitTo: { mode: 'zoom', value: RASTER_SCALE } });
    return svg.render().asPng();
  };
}
