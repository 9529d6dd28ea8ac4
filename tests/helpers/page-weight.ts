import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of the page build's manifest (Vite's `build.manifest`). */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type PageWeight = {
  /** Every request the page makes before interaction, the document first. */
  requests: string[];
  jsGzipBytes: number;
  transferBytes: number;
};

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const isText = (file: string) => /\.(html|js|css|svg|json)$/.test(file);

/**
 * What a built page loads before a visitor does anything, counted from its HTML and the page
 * build's manifest (not timed): the document, its scripts and their static imports, its
 * stylesheets, icons and eager images, and the islands the page starts by itself with their
 * imports and workers (`startedIslands`, by source path). Text is counted gzipped, as served.
 */
export function weighBuiltPage(clientDir: string, htmlFile: string, startedIslands: string[]): PageWeight {
  const html = readFileSync(path.join(clientDir, htmlFile));
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite', 'page-manifest.json'), 'utf8'),
  ) as Manifest;
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const files = new Set<string>();

  const addChunk = (chunk: ManifestChunk | undefined) => {
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const key of chunk.imports ?? []) addChunk(manifest[key]);
    for (const asset of [...(chunk.assets ?? []), ...(chunk.css ?? [])]) files.add(`/${asset}`);
  };

  // What a browser without script would load instead is not loaded before interaction.
  const text = html.toString('utf8').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  // A script tag's own address, or those its inline loader asks for after the first paint.
  for (const [, ref] of text.matchAll(/<script[^>]*\s(?:src|data-entry)="([^"]+)"/g))
    addChunk(byFile.get(ref ?? ''));
  for (const [, ref] of text.matchAll(/<script[^>]*\sdata-style="([^"]+)"/g)) files.add(ref ?? '');
  for (const [tag, ref] of text.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*>/g)) {
    if (/rel="(?:modulepreload|stylesheet|icon)"/.test(tag)) {
      const chunk = byFile.get(ref ?? '');
      if (chunk) addChunk(chunk);
      else files.add(ref ?? '');
    }
  }
  for (const [tag, ref] of text.matchAll(/<img[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    // An image written into the page as a data URL is counted with the document.
    if (!/loading="lazy"/.test(tag) && !ref?.startsWith('data:')) files.add(ref ?? '');
  }
  for (const src of startedIslands) addChunk(manifest[src]);
  // Inlined stylesheets are in the document; the manifest still names their file.
  for (const file of [...files])
    if (file.endsWith('.css') && !text.includes(`href="${file}"`) && !text.includes(`data-style="${file}"`))
      files.delete(file);

  let jsGzipBytes = 0;
  let transferBytes = gzipSize(html);
  for (const file of files) {
    const bytes = readFileSync(path.join(clientDir, file));
    const size = isText(file) ? gzipSize(bytes) : bytes.length;
    transferBytes += size;
    if (file.endsWith('.js')) jsGzipBytes += size;
  }
  return { requests: [`/${htmlFile}`, ...files], jsGzipBytes, transferBytes };
}
