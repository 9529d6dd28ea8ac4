import type { SuggestionAction } from '../../../shared/resume/match-analysis';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { KeywordHit } from '../analyse/match-keywords';
import { condenseRoles, orderBullets } from './bullets';
import type { MoveResult } from './changes';
import type { TailorContext } from './context';
import { fixTense, removeDuplicates, strengthenVerbs } from './fix-tense';
import { leadWithOutcomes } from './lead-outcome';
import { orderAchievements, tailorSkills } from './skills';
import { leadSummary, nameInSummary, trimSummary } from './summary';
import { surfaceWording } from './surface';
import { tightenBullets } from './tighten';

/** One adjustment: a pure function of the resume, the job and the current keyword hits. */
export type Move = (resume: ParsedResume, context: TailorContext, hits: KeywordHit[]) => MoveResult;

/** What tailoring always does first: the summary leads with the job's priorities. */
export const leadingMoves: Move[] = [leadSummary];

/** Tailoring's adjustments, tried each round; the one that raises the score most is kept. */
export const scoredMoves: Move[] = [surfaceWording, condenseRoles, tailorSkills];

/**
 * Tightening wordy bullets, leading with measured results, ordering by relevance, and listing
 * shown capabilities in the posting's words barely move the score, so they are applied once the
 * scored rounds are done (still under the fact check).
 */
export const orderingMoves: Move[] = [
  tightenBullets,
  leadWithOutcomes,
  tailorSkills,
  orderBullets,
  orderAchievements,
];

/** What Enhance does for each automatic suggestion. */
export const enhanceMoves: Partial<Record<SuggestionAction, Move>> = {
  'lead-summary': nameInSummary,
  'surface-keyword': surfaceWording,
  'add-evidenced-skill': tailorSkills,
  'condense-role': condenseRoles,
  'order-bullets': orderBullets,
  'fix-tense': fixTense,
  'strengthen-verb': strengthenVerbs,
  'trim-summary': trimSummary,
  'remove-duplicate': removeDuplicates,
};
