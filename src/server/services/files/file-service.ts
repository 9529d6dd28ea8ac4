import type { ManagedFile } from '../../../shared/api/admin-files';
import type { Db } from '../../db/client';
import type { ActivitySource } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { detectFileType } from './detect-type';
import { deleteFile, readStoredFile, type StoredFile, storeFile } from './file-repository';

export type FileUpload = {
  bytes: Buffer;
  /** The name the browser sent: kept for display and downloads only, never trusted for the type. */
  clientName: string;
  category: string;
  isPublic: boolean;
};

const MAX_NAME_LENGTH = 255;

/** The last path segment without control characters ("C:\fakepath\cv.pdf" becomes "cv.pdf"). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return cleaned.slice(-MAX_NAME_LENGTH) || 'file';
}

export async function uploadFile(db: Db, source: ActivitySource, upload: FileUpload): Promise<ManagedFile> {
  if (upload.bytes.length === 0) throw new AppError('bad-request', 'The file is empty');
  const type = await detectFileType(upload.bytes);
  return storeFile(db, source, {
    bytes: upload.bytes,
    originalName: cleanFileName(upload.clientName),
    mimeType: type.mimeType,
    extension: type.extension,
    category: upload.category,
    isPublic: upload.isPublic,
    uploadedBy: source.principal?.adminUserId ?? null,
  });
}

export async function findFileOrFail(db: Db, id: number): Promise<StoredFile> {
  const stored = await readStoredFile(db, id);
  if (!stored) throw new AppError('not-found', 'File not found');
  return stored;
}

/** Deletes a managed file with its bytes and logs it; 404 when there is none. */
export async function removeFile(db: Db, source: ActivitySource, id: number): Promise<void> {
  if (!(await deleteFile(db, source, id))) throw new AppError('not-found', 'File not found');
}
