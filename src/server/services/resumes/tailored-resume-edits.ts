import type { CreatedResume, TailoredResume } from '../../../shared/api/resume-tailored';
import { readOwnerEdits } from '../../../shared/resume/owner-edits';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { recordOwnerEdits } from '../../resume/edits/record-owner-edits';
import { requireRoles } from './require-roles';
import { loadResumeJob } from './resume-job';
import { runTailoring } from './run-tailoring';
import { loadOwnedResume, readContent } from './tailored-resume-loading';
import { toTailoredResume, updateTailoredResume } from './tailored-resume-repository';
import { qualityMetricsOf, type ResumeServiceDeps } from './tailored-resume-service';
import { loadTailoringBase } from './tailoring-base';

/**
 * The owner's hand edits of a tailored resume, saved as they wrote them: the change list keeps
 * everything tailoring did and gains an "Edited by you" entry per edit, and the edits are kept
 * apart so tailoring again lays them over the base and never rewords them.
 */
export async function saveTailoredEdits(
  deps: Pick<ResumeServiceDeps, 'db'>,
  source: ActivitySource,
  userId: string,
  id: number,
  content: ParsedResume,
): Promise<TailoredResume> {
  return deps.db.transaction(async (tx) => {
    const row = await loadOwnedResume(tx, userId, id);
    const current = toTailoredResume(row);
    const recorded = recordOwnerEdits({
      before: readContent(row),
      after: content,
      edits: readOwnerEdits(row.ownerEdits),
      changes: current.changes,
    });
    const updated = await updateTailoredResume(tx, userId, id, {
      content: JSON.stringify(content),
      ownerEdits: recorded.edits,
      changes: [...current.changes, ...recorded.changes],
    });
    if (!updated) throw new AppError('not-found', 'Resume not found');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.tailoredResumeEdited,
      resource: 'tailored_resume',
      resourceId: id,
      details: { title: row.title, edits: recorded.changes.length },
    });
    return toTailoredResume(updated);
  });
}

/**
 * Tailors the resume again from the current primary base resume for the same application, with
 * the owner's edits laid over it: their bullets stand as written, and the template stays.
 */
export async function retailorResume(
  deps: ResumeServiceDeps,
  source: ActivitySource,
  userId: string,
  id: number,
): Promise<CreatedResume> {
  const row = await loadOwnedResume(deps.db, userId, id);
  if (row.jobApplicationId === null)
    throw new AppError(
      'unprocessable',
      'This resume’s job application was deleted, so it cannot be tailored again.',
    );
  const job = await loadResumeJob(deps.db, userId, row.jobApplicationId);
  const base = await loadTailoringBase(deps.db, userId);
  requireRoles(base.resume, null);
  const edits = readOwnerEdits(row.ownerEdits);
  const run = await runTailoring(deps, base.resume, job, edits);
  const ownerChanges = toTailoredResume(row).changes.filter((change) => change.source === 'owner');
  const updated = await deps.db.transaction(async (tx) => {
    const next = await updateTailoredResume(tx, userId, id, {
      content: JSON.stringify(run.resume),
      baseResumeId: base.baseResumeId,
      baseContent: JSON.stringify(base.resume),
      changes: [...run.changes, ...ownerChanges],
      qualityScore: run.finalScore,
      iterations: run.iterations,
      rounds: run.rounds,
    });
    if (!next) throw new AppError('not-found', 'Resume not found');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.tailoredResumeRetailored,
      resource: 'tailored_resume',
      resourceId: id,
      details: { title: row.title, score: run.finalScore, iterations: run.iterations },
    });
    return next;
  });
  return { ...toTailoredResume(updated), qualityMetrics: qualityMetricsOf(run) };
}
