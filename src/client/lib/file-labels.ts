/** How a stored file is described wherever files are listed (the Files tab, an application's documents). */

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'];

/** Spec §9: Bytes, KB, MB, GB in steps of 1024, to 2 decimals ("0 Bytes", "1.5 KB"). */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  return `${Number.parseFloat((bytes / 1024 ** unit).toFixed(2))} ${FILE_SIZE_UNITS[unit]}`;
}

/** Spec §2: PDF, Word, the uppercase MIME subtype, else "File". */
export function fileTypeLabel(mimeType: string): string {
  if (mimeType === 'application/pdf') return 'PDF';
  if (mimeType.includes('word')) return 'Word';
  const subtype = mimeType.split('/')[1];
  return subtype ? subtype.toUpperCase() : 'File';
}
