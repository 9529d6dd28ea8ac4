/*
 * The one vocabulary of IT terms, read by the resume engine (keywords, synonyms, the fact check)
 * and by the assistant (a visitor's "helpdesk" finds the content's "service desk").
 */
import { enterpriseKeywords } from '../resume/enterprise-keywords';
import { CATEGORY_TERMS } from './term-rows';

export type TermCategory =
  | 'operations'
  | 'security'
  | 'infrastructure'
  | 'cloud'
  | 'management'
  | 'compliance'
  | 'platform'
  | 'software';

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
