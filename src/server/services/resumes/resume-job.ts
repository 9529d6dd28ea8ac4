import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { JobText } from '../../resume/analyse/keywords';
import { findApplicationForUser } from '../jobs/job-application-repository';

/** The application as text for the analysis, with its hiring manager for a cover letter's greeting. */
export type ResumeJob = JobText & { id: number; hiringManager: string | null };

/** The caller's own application, as text for the analysis; 404 for an unknown id or another user's. */
export async function loadResumeJob(db: Db, userId: string, id: number): Promise<ResumeJob> {
  const application = await findApplicationForUser(db, userId, id);
  if (!application) throw new AppError('not-found', 'Job application not found');
  return {
    id: application.id,
    position: application.position,
    company: application.company,
    description: application.description ?? null,
    requirements: application.requirements ?? null,
    details: application.details ?? null,
    hiringManager: application.hiringManager ?? null,
  };
}
