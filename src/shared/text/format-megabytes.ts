const MEGABYTE = 1024 * 1024;

/**
 * A size in megabytes of 1024² bytes: to `fractionDigits` places when given (spec §9 shows resume
 * files to two), else to at most two places without trailing zeros ("10 MB", "2.5 MB").
 */
export function formatMegabytes(bytes: number, fractionDigits?: number): string {
  const megabytes = bytes / MEGABYTE;
  if (fractionDigits !== undefined) return `${megabytes.toFixed(fractionDigits)} MB`;
  return `${Math.round(megabytes * 100) / 100} MB`;
}
