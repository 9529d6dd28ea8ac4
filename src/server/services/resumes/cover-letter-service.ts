import type { TailoredResume } from '../../../shared/api/resume-tailored';
import {
  type CoverLetter,
  type CoverLetterEdit,
  coverLetterSchema,
} from '../../../shared/resume/cover-letter';
import { layoutCoverLetter } from '../../../shared/resume/layout/cover-letter-blocks';
import { readDesign } from '../../../shared/resume/layout/resume-design';
import type { Db } from '../../db/client';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';
import { AppError } from '../../platform/errors';
import { draftCoverLetter } from '../../resume/cover-letter/draft-cover-letter';
import { documentTitle } from '../../resume/document-info';
import { resumeFileMeta } from '../../resume/resume-files';
import { writeBlocksDocx } from '../../resume/write-docx';
import { writeBlocksPdf } from '../../resume/write-pdf';
import { wordCoverLetter } from './cover-letter-wording';
import { loadResumeJob } from './resume-job';
import { contextFor, loadOwnedResume, readContent } from './tailored-resume-loading';
import { toTailoredResume, updateTailoredResume } from './tailored-resume-repository';
import type { ResumeServiceDeps } from './tailored-resume-service';

/**
 * Drafts (or drafts again) the cover letter of a tailored resume's application: from the tailored
 * resume's facts and the posting only, worded by a configured model when one passes the fact check.
 */
export async function writeCoverLetter(
  deps: ResumeServiceDeps,
  source: ActivitySource,
  userId: string,
  id: number,
): Promise<TailoredResume> {
  const row = await loadOwnedResume(deps.db, userId, id);
  if (row.jobApplicationId === null)
    throw new AppError(
      'unprocessable',
      'This resume’s job application was deleted, so there is no posting to write to.',
    );
  const job = await loadResumeJob(deps.db, userId, row.jobApplicationId);
  const resume = readContent(row);
  const context = contextFor(job, resume, deps.now?.() ?? new Date());
  const drafted = draftCoverLetter(resume, job, context);
  const letter = deps.model
    ? await wordCoverLetter({ ...deps.model, log: deps.log }, drafted, resume, job)
    : drafted;
  return saveLetter(deps.db, source, userId, id, letter, activityActions.coverLetterWritten);
}

/** The owner's own wording of the letter, kept as they wrote it. */
export async function editCoverLetter(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: number,
  edit: CoverLetterEdit,
): Promise<TailoredResume> {
  const row = await loadOwnedResume(db, userId, id);
  if (!coverLetterSchema.safeParse(row.coverLetter).success)
    throw new AppError('not-found', 'This resume has no cover letter yet. Write one first.');
  return saveLetter(
    db,
    source,
    userId,
    id,
    { ...edit, wordedBy: 'owner' },
    activityActions.coverLetterEdited,
  );
}

async function saveLetter(
  db: Db,
  source: ActivitySource,
  userId: string,
  id: number,
  letter: CoverLetter,
  action: typeof activityActions.coverLetterWritten | typeof activityActions.coverLetterEdited,
): Promise<TailoredResume> {
  return db.transaction(async (tx) => {
    const row = await updateTailoredResume(tx, userId, id, { coverLetter: letter });
    if (!row) throw new AppError('not-found', 'Resume not found');
    await recordActivity(tx, actorFrom(source), {
      action,
      resource: 'tailored_resume',
      resourceId: id,
      details: { title: row.title, wordedBy: letter.wordedBy },
    });
    return toTailoredResume(row);
  });
}

/** The letter as a Word or PDF file in its resume's template, dated today. */
export async function coverLetterFile(
  db: Db,
  userId: string,
  id: number,
  format: 'docx' | 'pdf',
  now: Date = new Date(),
): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
  const row = await loadOwnedResume(db, userId, id);
  const letter = coverLetterSchema.safeParse(row.coverLetter);
  if (!letter.success)
    throw new AppError('not-found', 'This resume has no cover letter yet. Write one first.');
  const resume = readContent(row);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(now);
  const blocks = layoutCoverLetter(letter.data, resume, date);
  const meta = {
    title: documentTitle(resume.name, 'Cover Letter'),
    author: resume.name,
    subject: `Cover letter for ${row.title}`,
  };
  const design = readDesign(row.design);
  const bytes =
    format === 'docx'
      ? await writeBlocksDocx(blocks, design, meta)
      : await writeBlocksPdf(blocks, design, meta);
  const base = (row.fileName ?? 'resume.docx').replace(/(-Resume)?\.docx$/i, '');
  return {
    bytes,
    fileName: `${base}-Cover-Letter.${format}`,
    contentType: resumeFileMeta[format].contentType,
  };
}
