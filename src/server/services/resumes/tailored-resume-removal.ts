import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { deleteBlob } from '../../platform/blobs';
import { AppError } from '../../platform/errors';
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
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.tailoredResumeDeleted,
      resource: 'tailored_resume',
      resourceId: id,
      details: { title: row.title },
    });
  });
}
