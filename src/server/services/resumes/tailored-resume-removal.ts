import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { type ActivitySource, recordActivity } from '../activity/record-activity';
import { resumeActions } from './resume-actions';
import { deleteBlob } from './resume-blobs';
import { deleteTailoredResumeRow } from './tailored-resume-repository';

export async function deleteTailoredResume(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteTailoredResumeRow(tx, userId, id);
    if (!row) throw new AppError('not-found', 'Resume not found');
    await deleteBlob(tx, row.filePath);
    await recordActivity(tx, source, {
      action: resumeActions.tailoredDeleted,
      resource: 'tailored_resume',
      resourceId: id,
      details: { title: row.title },
    });
  });
}
