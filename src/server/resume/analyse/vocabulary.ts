import { enterpriseKeywords } from '../../../shared/resume/enterprise-keywords';
import { CATEGORY_TERMS } from './vocabulary-terms';

export type TermCategory =
  | 'operations'
  | 'security'
  | 'infrastructure'
  | 'cloud'
  | 'management'
  | 'compliance'
  | 'platform';

/** A concept and the ways postings and resumes write it; an all-capitals form is an abbreviation. */
export type Term = {
  id: string;
  label: string;
  forms: string[];
  category: TermCategory;
  isEnterprise: boolean;
};

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9+#]+/g, '-');
}

const enterpriseTerms: Term[] = enterpriseKeywords.map(({ phrase, forms }) => ({
  id: slug(phrase),
  label: phrase,
  forms: [...forms],
  category: 'platform',
  isEnterprise: true,
}));

/** Every term the analysis knows; the §9 enterprise phrases come first so their forms win. */
export const vocabulary: Term[] = [
  ...enterpriseTerms,
  ...(Object.entries(CATEGORY_TERMS) as Array<[TermCategory, string[][]]>).flatMap(([category, groups]) =>
    groups.map(([label = '', ...rest]) => ({
      id: slug(label),
      label,
      forms: [label, ...rest],
      category,
      isEnterprise: false,
    })),
  ),
];

export const CATEGORY_WEIGHTS: Record<TermCategory, number> = {
  operations: 1,
  security: 1,
  compliance: 1,
  infrastructure: 1,
  cloud: 1,
  platform: 0.9,
  management: 0.8,
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
