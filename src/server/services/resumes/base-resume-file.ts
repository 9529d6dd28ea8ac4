import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { findBaseResumeRow } from './base-resume-repository';

/** The original upload's bytes, for the owner to compare with what was read. */
export async function readBaseResumeFile(
  db: Db,
  userId: string,
  id: number,
): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
  const row = await findBaseResumeRow(db, userId, id);
  if (!row) throw new AppError('not-found', 'Base resume not found');
  const blobId = row.filePath.startsWith('blob:') ? row.filePath.slice(5) : null;
  const [blob] = blobId
    ? await db.select({ data: fileBlobs.data }).from(fileBlobs).where(eq(fileBlobs.id, blobId)).limit(1)
    : [];
  if (!blob) throw new AppError('not-found', 'The file of this resume is missing');
  return { bytes: blob.data, fileName: row.fileName, contentType: row.contentType };
}
