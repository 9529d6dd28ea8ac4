import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { AnalysisContext } from '../analyse/analyse';
import type { JobKeyword } from '../analyse/keywords';
import { noOwnerText, type OwnerText } from '../edits/apply-owner-edits';
import { type BaseEvidence, collectEvidence } from './evidence';

/** What every move needs: the base it may not go beyond, and the job's keywords. */
export type TailorContext = {
  base: ParsedResume;
  evidence: BaseEvidence;
  analysis: AnalysisContext;
  keywords: JobKeyword[];
  now: Date;
  /** The owner's hand-edited text, which no step may reword. */
  owner: OwnerText;
};

export function createTailorContext(
  base: ParsedResume,
  analysis: AnalysisContext,
  owner: OwnerText = noOwnerText(),
): TailorContext {
  return {
    base,
    evidence: collectEvidence(base),
    analysis,
    keywords: analysis.keywords,
    now: analysis.now,
    owner,
  };
}
