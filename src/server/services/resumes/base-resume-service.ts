import type { BaseResume } from '../../../shared/api/resume-base';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { deleteBlob } from '../../platform/blobs';
import { AppError } from '../../platform/errors';
import { resumeMimeTypes } from '../../resume/parse/parse-file';
import {
  activateBaseResume,
  deleteBaseResumeRow,
  toBaseResume,
  updateParsedContent,
} from './base-resume-repository';
import { readUploadedResume } from './read-uploaded-resume';
import { saveBaseResume } from './save-base-resume';

export type BaseResumeUpload = { name: string; fileName: string; bytes: Buffer };

/** A name safe to show and to send back in a Content-Disposition header. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>|*?:'.includes(char))
    .join('')
    .trim()
    .slice(-200);
  return clean || 'resume';
}

/**
 * Checks the type from the bytes (415), reads the resume on its own thread (422 when no text comes
 * out or reading passes a limit, 413 for a Word file that unpacks too far), then keeps
 * the bytes, the row and the log entry in one transaction. The first resume becomes the primary.
 */
export async function uploadBaseResume(
  db: Db,
  source: ActivitySource,
  userId: string,
  upload: BaseResumeUpload,
): Promise<BaseResume> {
  const fileName = cleanFileName(upload.fileName);
  const { kind, parsed } = await readUploadedResume(upload.bytes, fileName);
  return saveBaseResume(db, source, userId, activityActions.baseResumeUploaded, {
    name: upload.name,
    fileName,
    bytes: upload.bytes,
    contentType: resumeMimeTypes[kind],
    resume: parsed.resume,
    report: parsed.report,
  });
}

export async function setPrimaryBaseResume(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: number,
): Promise<BaseResume> {
  return db.transaction(async (tx) => {
    const row = await activateBaseResume(tx, userId, id);
    if (!row) throw new AppError('not-found', 'Base resume not found');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.baseResumeMadePrimary,
      resource: 'base_resume',
      resourceId: id,
    });
    return toBaseResume(row);
  });
}

export async function deleteBaseResume(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteBaseResumeRow(tx, userId, id);
    if (!row) throw new AppError('not-found', 'Base resume not found');
    await deleteBlob(tx, row.filePath);
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.baseResumeDeleted,
      resource: 'base_resume',
      resourceId: id,
      details: { name: row.name },
    });
  });
}

/** The owner's corrections after reviewing what the parser read. */
export async function correctBaseResume(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: number,
  resume: ParsedResume,
): Promise<BaseResume> {
  return db.transaction(async (tx) => {
    const row = await updateParsedContent(tx, userId, id, resume);
    if (!row) throw new AppError('not-found', 'Base resume not found');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.baseResumeCorrected,
      resource: 'base_resume',
      resourceId: id,
    });
    return toBaseResume(row);
  });
}
