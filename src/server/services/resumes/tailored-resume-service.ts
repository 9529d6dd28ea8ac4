import type { ResumeAnalysis } from '../../../shared/api/resume-analysis';
import type { CreatedResume, EnhancedResume, TailoredResume } from '../../../shared/api/resume-tailored';
import { readDesign } from '../../../shared/resume/layout/resume-design';
import { readOwnerEdits } from '../../../shared/resume/owner-edits';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { analyseResume, scoreResume } from '../../resume/analyse/analyse';
import { ownerTextOf } from '../../resume/edits/apply-owner-edits';
import { enhanceResume } from '../../resume/enhance';
import { explainEnhance } from '../../resume/explain-enhance';
import { resumeFileName, writeResumeDocx } from '../../resume/write-docx';
import { requireRoles } from './require-roles';
import { loadResumeJob } from './resume-job';
import { type PolishDeps, polish } from './reword-with-model';
import { runTailoring, type TailoringRun } from './run-tailoring';
import { contextFor, loadOwnedResume, readContent, readFacts } from './tailored-resume-loading';
import {
  findLatestEditedResume,
  insertTailoredResume,
  toTailoredResume,
  updateTailoredResume,
} from './tailored-resume-repository';
import { loadTailoringBase } from './tailoring-base';

export type ResumeServiceDeps = PolishDeps & { db: Db; now?: () => Date };

export async function createTailoredResume(
  deps: ResumeServiceDeps,
  source: ActivitySource,
  userId: string,
  jobApplicationId: number,
): Promise<CreatedResume> {
  const job = await loadResumeJob(deps.db, userId, jobApplicationId);
  const base = await loadTailoringBase(deps.db, userId);
  // Tailoring for the same application again keeps what the owner edited by hand last time.
  const earlier = await findLatestEditedResume(deps.db, userId, job.id);
  const edits = readOwnerEdits(earlier?.ownerEdits);
  const run = await runTailoring(deps, base.resume, job, edits);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertTailoredResume(tx, {
      userId,
      jobApplicationId: job.id,
      title: `${job.position} - ${job.company}`,
      content: JSON.stringify(run.resume),
      fileName: resumeFileName(run.resume.name, job.company, job.position),
      filePath: null,
      baseResumeId: base.baseResumeId,
      baseContent: JSON.stringify(base.resume),
      changes: run.changes,
      qualityScore: run.finalScore,
      iterations: run.iterations,
      design: earlier?.design ?? base.design,
      ownerEdits: earlier ? edits : null,
      rounds: run.rounds,
    });
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.tailoredResumeCreated,
      resource: 'tailored_resume',
      resourceId: inserted.id,
      details: { jobApplicationId: job.id, score: run.finalScore, iterations: run.iterations },
    });
    return inserted;
  });
  return { ...toTailoredResume(row), qualityMetrics: qualityMetricsOf(run) };
}

export function qualityMetricsOf(run: TailoringRun): CreatedResume['qualityMetrics'] {
  return {
    finalScore: run.finalScore,
    iterations: run.iterations,
    initialScore: run.initialScore,
    rounds: run.rounds,
  };
}

export async function analyseTailoredResume(
  deps: ResumeServiceDeps,
  userId: string,
  resumeId: number,
  jobApplicationId: number,
): Promise<ResumeAnalysis> {
  const row = await loadOwnedResume(deps.db, userId, resumeId);
  const job = await loadResumeJob(deps.db, userId, jobApplicationId);
  const resume = readContent(row);
  requireRoles(resume, null);
  const context = contextFor(job, resume, deps.now?.() ?? new Date());
  const analysis = analyseResume(resume, context);
  // A trial run decides canEnhance, and marks only the suggestions Enhance would really apply.
  const edits = readOwnerEdits(row.ownerEdits);
  const facts = readFacts(row);
  const trial = enhanceResume(resume, facts, context, ownerTextOf(edits));
  const canEnhance = trial.scoreAfter.overallScore > analysis.score.overallScore;
  const hasOwnerText = edits.bullets.length > 0 || edits.fields.summary !== undefined;
  const enhanceNote = explainEnhance({
    before: analysis.score,
    trial,
    trialIgnoringEdits: !canEnhance && hasOwnerText ? enhanceResume(resume, facts, context) : null,
    automatic: analysis.suggestionDetails.filter((suggestion) => suggestion.isAutomatic),
  });
  const applied = new Set(trial.applied.map((suggestion) => suggestion.message));
  const suggestionDetails = analysis.suggestionDetails.map((suggestion) => ({
    ...suggestion,
    isAutomatic: canEnhance && suggestion.isAutomatic && applied.has(suggestion.message),
  }));
  return {
    ...analysis,
    insights: canEnhance ? `${analysis.insights} ${enhanceNote}` : analysis.insights,
    suggestionDetails,
    canEnhance,
    enhanceNote,
    resumeId,
    jobApplicationId,
  };
}

export async function enhanceTailoredResume(
  deps: ResumeServiceDeps,
  source: ActivitySource,
  userId: string,
  resumeId: number,
  jobApplicationId: number,
): Promise<EnhancedResume> {
  const row = await loadOwnedResume(deps.db, userId, resumeId);
  const job = await loadResumeJob(deps.db, userId, jobApplicationId);
  const resume = readContent(row);
  requireRoles(resume, null);
  const facts = readFacts(row);
  const owner = ownerTextOf(readOwnerEdits(row.ownerEdits));
  const context = contextFor(job, resume, deps.now?.() ?? new Date());
  const enhanced = enhanceResume(resume, facts, context, owner);
  const polished = await polish(deps, enhanced.resume, facts, context, owner);
  const changes = [...enhanced.changes, ...polished.changes];
  const scoreAfter = scoreResume(polished.resume, context).score.overallScore;
  const updated = await deps.db.transaction(async (tx) => {
    const next = await updateTailoredResume(tx, userId, resumeId, {
      content: JSON.stringify(polished.resume),
      changes: [...toTailoredResume(row).changes, ...changes],
      qualityScore: scoreAfter,
    });
    if (!next) throw new AppError('not-found', 'Resume not found');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.tailoredResumeEnhanced,
      resource: 'tailored_resume',
      resourceId: resumeId,
      details: {
        jobApplicationId,
        scoreBefore: enhanced.scoreBefore.overallScore,
        scoreAfter,
        changes: changes.length,
      },
    });
    return next;
  });
  return {
    resume: toTailoredResume(updated),
    scoreBefore: enhanced.scoreBefore.overallScore,
    scoreAfter,
    applied: enhanced.applied.map((suggestion) => suggestion.message),
    changes,
    usedModelWording: polished.changes.length > 0,
  };
}

export async function downloadTailoredResume(
  db: Db,
  userId: string,
  id: number,
): Promise<{ bytes: Buffer; fileName: string; title: string }> {
  const row = await loadOwnedResume(db, userId, id);
  const resume = readContent(row);
  return {
    bytes: await writeResumeDocx(resume, readDesign(row.design)),
    fileName: row.fileName ?? resumeFileName(resume.name),
    title: row.title,
  };
}

export async function findTailoredResume(
  db: Db,
  userId: string,
  id: number,
): Promise<{ resume: TailoredResume; content: ParsedResume }> {
  const row = await loadOwnedResume(db, userId, id);
  return { resume: toTailoredResume(row), content: readContent(row) };
}
