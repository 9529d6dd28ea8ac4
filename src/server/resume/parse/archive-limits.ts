import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/**
 * What a Word file may hold before anything inflates it. A real resume's package is a few dozen
 * parts and well under 10 MB unpacked; a ZIP bomb packs gigabytes of repeated bytes into a few
 * megabytes, so the declared sizes and the compression ratio refuse it from the central directory
 * alone, and the inflation check stops at the cap if the directory lies.
 */
export const archiveLimits = {
  maxEntries: 1_000,
  maxTotalBytes: 64 * 1024 * 1024,
  /** Unpacked bytes per packed byte; XML compresses 5–20×, a run of zeros over 1000×. */
  maxRatio: 200,
  /** Entries smaller than this are not held to the ratio: tiny parts compress oddly. */
  ratioFloorBytes: 1024 * 1024,
} as const;

/** The archive breaks a limit: the upload is refused as too large (HTTP 413). */
export class OversizedArchiveError extends Error {}

const REFUSAL = 'This Word file unpacks to more than a resume could hold, so it was not read.';

/**
 * Checks a DOCX's ZIP before any parser inflates it: entry count, declared total size and each
 * entry's ratio from the central directory, then the real inflated size, streamed and stopped at
 * the cap. Throws OversizedArchiveError; a damaged ZIP is left for the parser to report.
 */
export function checkWordArchive(bytes: Uint8Array): void {
  checkDeclaredSizes(bytes);
  checkInflatedSize(bytes);
}

function checkDeclaredSizes(bytes: Uint8Array): void {
  let entries = 0;
  let total = 0;
  try {
    unzipSync(bytes, {
      // The filter sees each entry's header before inflation; returning false inflates nothing.
      filter: (entry) => {
        entries += 1;
        total += entry.originalSize;
        const ratio = entry.originalSize / Math.max(entry.size, 1);
        if (
          entries > archiveLimits.maxEntries ||
          total > archiveLimits.maxTotalBytes ||
          (entry.originalSize > archiveLimits.ratioFloorBytes && ratio > archiveLimits.maxRatio)
        ) {
          throw new OversizedArchiveError(REFUSAL);
        }
        return false;
      },
    });
  } catch (error) {
    if (error instanceof OversizedArchiveError) throw error;
  }
}

function checkInflatedSize(bytes: Uint8Array): void {
  let total = 0;
  let oversized = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error || oversized) return;
      total += chunk.length;
      if (total > archiveLimits.maxTotalBytes) {
        oversized = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in slices so a lying entry is stopped after at most one slice past the cap.
    const slice = 16 * 1024;
    for (let offset = 0; offset < bytes.length && !oversized; offset += slice) {
      unzip.push(bytes.subarray(offset, offset + slice), offset + slice >= bytes.length);
    }
  } catch {
    // A damaged archive: the parser says so in its own words.
  }
  if (oversized) throw new OversizedArchiveError(REFUSAL);
}
