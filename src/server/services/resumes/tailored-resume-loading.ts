import { readOwnerEdits } from '../../../shared/resume/owner-edits';
import { type ParsedResume, parsedResumeSchema } from '../../../shared/resume/parsed-resume';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  type AnalysisContext,
  createAnalysisContext,
  describeWrittenTraits,
} from '../../resume/analyse/analyse';
import { applyOwnerEdits } from '../../resume/edits/apply-owner-edits';
import type { ResumeJob } from './resume-job';
import { findTailoredResumeRow, type TailoredResumeRow } from './tailored-resume-repository';
import { loadContentResume } from './tailoring-base';

export function readContent(row: TailoredResumeRow): ParsedResume {
  try {
    const parsed = parsedResumeSchema.safeParse(JSON.parse(row.content));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the 422 below.
  }
  throw new AppError(
    'unprocessable',
    'This resume’s content could not be read. Create it again from the job application.',
  );
}

/**
 * What the resume may state: the base it was tailored from (as it was then) with the owner's hand
 * edits laid over it, so Enhance and model wording stay inside the same facts and the owner's
 * words count as theirs.
 */
export function readFacts(row: TailoredResumeRow): ParsedResume {
  return applyOwnerEdits(readBase(row), readOwnerEdits(row.ownerEdits));
}

/** The base it was tailored from, as it was then. */
export function readBase(row: TailoredResumeRow): ParsedResume {
  try {
    const parsed = parsedResumeSchema.safeParse(JSON.parse(row.baseContent ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // Resumes from before this column existed were tailored from the site content.
  }
  return loadContentResume();
}

export async function loadOwnedResume(db: Db, userId: string, id: number): Promise<TailoredResumeRow> {
  const row = await findTailoredResumeRow(db, userId, id);
  if (!row) throw new AppError('not-found', 'Resume not found');
  return row;
}

export function contextFor(job: ResumeJob, resume: ParsedResume, now: Date): AnalysisContext {
  return createAnalysisContext(job, describeWrittenTraits(resume), now);
}
