import type { Db } from '../../db/client';
import { readBlob } from '../../platform/blobs';
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
  const bytes = await readBlob(db, row.filePath);
  if (!bytes) throw new AppError('not-found', 'The file of this resume is missing');
  return { bytes, fileName: row.fileName, contentType: row.contentType };
}
