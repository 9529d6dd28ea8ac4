import type { MatchScore, Suggestion } from '../../shared/resume/match-analysis';
import type { ParsedResume } from '../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../shared/resume/resume-changes';
import { type AnalysisContext, analyseResume, scoreResume } from './analyse/analyse';
import type { OwnerText } from './edits/apply-owner-edits';
import { createTailorContext } from './tailor/context';
import { enhanceMoves } from './tailor/moves';
import { tryMove } from './tailor/tailor';

export type EnhanceResult = {
  resume: ParsedResume;
  changes: ResumeChange[];
  applied: Suggestion[];
  scoreBefore: MatchScore;
  scoreAfter: MatchScore;
};

/**
 * Applies the analysis' automatic suggestions, one kind at a time, each under the same fact check
 * as tailoring and kept only if the score does not go down, so the result never scores lower.
 */
export function enhanceResume(
  resume: ParsedResume,
  base: ParsedResume,
  analysis: AnalysisContext,
  owner?: OwnerText,
): EnhanceResult {
  const context = createTailorContext(base, analysis, owner);
  const suggestions = analyseResume(resume, analysis).suggestionDetails.filter(
    (suggestion) => suggestion.isAutomatic,
  );
  let current = resume;
  let scored = scoreResume(resume, analysis);
  const scoreBefore = scored.score;
  const changes: ResumeChange[] = [];
  const applied: Suggestion[] = [];
  const actions = [...new Set(suggestions.map((suggestion) => suggestion.action))];
  for (const action of actions) {
    const move = enhanceMoves[action];
    if (!move) continue;
    const candidate = tryMove(move, current, context, scored.hits);
    if (!candidate) continue;
    const next = scoreResume(candidate.resume, analysis);
    if (next.score.overallScore < scored.score.overallScore) continue;
    current = candidate.resume;
    scored = next;
    changes.push(...candidate.changes.map((change) => ({ ...change, source: 'enhance' as const })));
    applied.push(...suggestions.filter((suggestion) => suggestion.action === action));
  }
  return { resume: current, changes, applied, scoreBefore, scoreAfter: scored.score };
}
