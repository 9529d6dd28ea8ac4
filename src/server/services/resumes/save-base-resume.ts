import type { BaseResume } from '../../../shared/api/resume-base';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { Db } from '../../db/client';
import { type ActivityAction, type ActivitySource, actorFrom, recordActivity } from '../../platform/activity';
import { storeBlob } from '../../platform/blobs';
import {
  findPrimaryBaseResume,
  insertBaseResume,
  type NewBaseResume,
  toBaseResume,
} from './base-resume-repository';

/** The bytes, the row and the log entry in one transaction; the first resume becomes the primary. */
export type NewUpload = {
  name: string;
  fileName: string;
  bytes: Buffer;
  contentType: string;
  resume: ParsedResume;
  report: NewBaseResume['parseReport'];
};

export async function saveBaseResume(
  db: Db,
  source: ActivitySource,
  userId: string,
  action: ActivityAction,
  upload: NewUpload,
): Promise<BaseResume> {
  return db.transaction(async (tx) => {
    const filePath = await storeBlob(tx, upload.bytes);
    const isFirst = (await findPrimaryBaseResume(tx, userId)) === null;
    const row = await insertBaseResume(tx, {
      userId,
      name: upload.name,
      fileName: upload.fileName,
      filePath,
      contentType: upload.contentType,
      fileSize: upload.bytes.length,
      isPrimary: isFirst,
      parsedContent: JSON.stringify(upload.resume),
      parseReport: upload.report,
    });
    await recordActivity(tx, actorFrom(source), {
      action,
      resource: 'base_resume',
      resourceId: row.id,
      details: {
        name: row.name,
        fileName: row.fileName,
        size: row.fileSize,
        roles: upload.resume.experience.length,
      },
    });
    return toBaseResume(row);
  });
}
