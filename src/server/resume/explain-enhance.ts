import type { MatchScore, Suggestion } from '../../shared/resume/match-analysis';
import type { EnhanceResult } from './enhance';

type Trial = Pick<EnhanceResult, 'applied' | 'changes' | 'scoreAfter'>;

const subScores = (score: MatchScore) =>
  score.atsScore + score.keywordMatchScore + score.contentQualityScore + score.formattingScore;

/**
 * Why Enhance is or is not offered, in one sentence the dialog shows. Enhance is offered only when
 * a trial run raises the score; otherwise the sentence names what stands in the way.
 */
export function explainEnhance(input: {
  before: MatchScore;
  trial: Trial;
  /** The same trial without the owner's edits protected, to tell when those edits are the reason. */
  trialIgnoringEdits: Trial | null;
  automatic: Suggestion[];
}): string {
  const { before, trial, trialIgnoringEdits, automatic } = input;
  const after = trial.scoreAfter.overallScore;
  if (after > before.overallScore)
    return `Enhance can raise the score from ${Math.round(before.overallScore)}% to ${Math.round(after)}% without adding anything your resume does not state.`;
  if (trialIgnoringEdits && trialIgnoringEdits.scoreAfter.overallScore > before.overallScore)
    return 'Enhance is not offered because the only changes it could make would reword bullets you edited yourself, and those stay as you wrote them.';
  if (automatic.length === 0 || trial.changes.length === 0)
    return 'Enhance is not offered because your tailored resume already includes every change Enhance would make.';
  if (subScores(trial.scoreAfter) > subScores(before))
    return 'Enhance is not offered because the score is held back by keywords your resume does not show, and Enhance never adds what your resume does not state.';
  return 'Enhance is not offered because the changes it could make would not raise the score, so your resume stays as it is.';
}
