import { unzipSync } from 'fflate';

const MAX_ENTRY_BYTES = 20 * 1024 * 1024;

/**
 * The named entries of a ZIP (a .docx is one), for the few XML parts mammoth does not read:
 * headers, footers and the layout flags of the body. fflate reads the central directory and only
 * inflates the wanted entries whose declared size is within the cap; the whole archive has already
 * been held to the upload limits (archive-limits.ts) before any parser sees it.
 */
export function readZipEntries(bytes: Buffer, wanted: (name: string) => boolean): Map<string, Buffer> {
  try {
    const files = unzipSync(bytes, {
      filter: (entry) => wanted(entry.name) && entry.originalSize <= MAX_ENTRY_BYTES,
    });
    return new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]));
  } catch {
    // A damaged archive: mammoth reports it in its own words.
    return new Map();
  }
}
