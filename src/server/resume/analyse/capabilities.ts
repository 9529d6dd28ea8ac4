import { isCredential } from './credentials';
import type { JobKeyword } from './keywords';
import { GENERAL_TERM_IDS } from './term-weights';

/** Terms about people and style rather than capability: never the lead of a summary or a skill line. */
const SOFT_TERM_IDS = new Set([
  'hiring',
  'mentoring',
  'talent-development',
  'team-building',
  'people-management',
  'consulting',
  'startups',
  'metrics',
  'policies',
  'remote-teams',
  'global-teams',
  'cross-functional',
  'forecasting',
  'strategic-planning',
]);

/**
 * A named capability (a practice, tool or standard) rather than a general or soft word, or a
 * credential (which only the certifications list may name).
 */
export function isCapability(keyword: JobKeyword): boolean {
  return (
    keyword.term !== null &&
    !GENERAL_TERM_IDS.has(keyword.id) &&
    !SOFT_TERM_IDS.has(keyword.id) &&
    !isCredential(keyword.label)
  );
}
