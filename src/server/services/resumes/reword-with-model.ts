import type { FastifyBaseLogger } from 'fastify';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import { type AnalysisContext, scoreResume } from '../../resume/analyse/analyse';
import { noOwnerText, type OwnerText } from '../../resume/edits/apply-owner-edits';
import { collectEvidence } from '../../resume/tailor/evidence';
import { keepOwnerText } from '../../resume/tailor/owner-text';
import { type ModelWordingOptions, rewordWithModel } from './model-wording';

export type PolishDeps = { model?: Omit<ModelWordingOptions, 'log'>; log: Pick<FastifyBaseLogger, 'warn'> };

/**
 * Model wording when a model server is configured; kept only if it passed the fact check and
 * scores no lower. The owner's own text is put back as they wrote it.
 */
export async function polish(
  deps: PolishDeps,
  resume: ParsedResume,
  base: ParsedResume,
  context: AnalysisContext,
  owner: OwnerText = noOwnerText(),
): Promise<{ resume: ParsedResume; changes: ResumeChange[] }> {
  if (!deps.model) return { resume, changes: [] };
  const worded = keepOwnerText(
    resume,
    await rewordWithModel(
      { ...deps.model, log: deps.log },
      { resume, evidence: collectEvidence(base), keywords: context.keywords, position: context.job.position },
    ),
    owner,
  );
  if (worded.changes.length === 0) return worded;
  const isNoWorse =
    scoreResume(worded.resume, context).score.overallScore >= scoreResume(resume, context).score.overallScore;
  if (!isNoWorse)
    deps.log.warn(
      'model wording rejected: it scored lower against the posting; kept the deterministic wording',
    );
  return isNoWorse ? worded : { resume, changes: [] };
}
