import type { BaseResume } from '../../../shared/api/resume-base';
import type { TailoredResume } from '../../../shared/api/resume-tailored';
import type { ResumeDesign } from '../../../shared/resume/layout/resume-design';
import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { toBaseResume, updateBaseDesign } from './base-resume-repository';
import { toTailoredResume, updateTailoredResume } from './tailored-resume-repository';

/** The template a tailored resume's Word and PDF files (and its cover letter) are written in. */
export async function setTailoredDesign(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: number,
  design: ResumeDesign,
): Promise<TailoredResume> {
  return db.transaction(async (tx) => {
    const row = await updateTailoredResume(tx, userId, id, { design });
    if (!row) throw new AppError('not-found', 'Resume not found');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.resumeDesignChanged,
      resource: 'tailored_resume',
      resourceId: id,
      details: { title: row.title, ...design },
    });
    return toTailoredResume(row);
  });
}

/** The template of a base resume, which the resumes tailored from it start with. */
export async function setBaseDesign(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: number,
  design: ResumeDesign,
): Promise<BaseResume> {
  return db.transaction(async (tx) => {
    const row = await updateBaseDesign(tx, userId, id, design);
    if (!row) throw new AppError('not-found', 'Base resume not found');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.resumeDesignChanged,
      resource: 'base_resume',
      resourceId: id,
      details: { name: row.name, ...design },
    });
    return toBaseResume(row);
  });
}
