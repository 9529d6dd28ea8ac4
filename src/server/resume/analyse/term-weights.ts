import type { TermCategory } from '../../../shared/vocabulary/terms';

/** How much a term of each category counts in a match. */
export const CATEGORY_WEIGHTS: Record<TermCategory, number> = {
  operations: 1,
  security: 1,
  compliance: 1,
  infrastructure: 1,
  cloud: 1,
  platform: 0.9,
  management: 0.8,
  software: 1,
};

/** Terms too general to carry a match alone; they still count, at a lower weight. */
export const GENERAL_TERM_IDS = new Set([
  'leadership',
  'strategic-planning',
  'metrics',
  'policies',
  'integration',
  'budget-management',
  'monitoring',
  'automation',
  'operational-efficiency',
  'roadmap',
  'stakeholder-management',
  'consulting',
  'startups',
  'compliance',
  'it-infrastructure',
  'network-infrastructure',
  'facilities',
  'uptime',
]);
