import type { ResumeSection } from '../../../shared/resume/resume-changes';
import { isCredential } from './credentials';
import type { JobKeyword } from './keywords';
import { countForm, prepareForm } from './normalize';
import type { ResumeUnit } from './resume-units';
import { isAbbreviation } from './synonyms';

/**
 * How well the resume shows one keyword. Named in the experience, summary or achievements counts
 * fully, named only in a list (skills, certifications) 0.8; a synonym instead of the posting's own
 * wording costs a tenth (literal-matching ATS miss it); related wording alone counts 0.6.
 */
export type KeywordHit = {
  keyword: JobKeyword;
  credit: number;
  locations: string[];
  sections: ResumeSection[];
  isNamed: boolean;
  isExact: boolean;
};

const IN_CONTEXT: ReadonlySet<ResumeSection> = new Set(['summary', 'experience', 'achievements']);
const EVIDENCE_CREDIT = 0.6;
const LIST_CREDIT = 0.8;
const SYNONYM_FACTOR = 0.9;

export function matchKeyword(keyword: JobKeyword, allUnits: ResumeUnit[]): KeywordHit {
  // A credential is held only if listed as one: "CISA" in a bullet may be the US agency.
  const units = isCredential(keyword.label)
    ? allUnits.filter((unit) => unit.section === 'certifications')
    : allUnits;
  // Singular and plural of the posting's wording both count as its own words.
  const exactForm = prepareForm(keyword.label.replace(/(?<=\w{3})s$/, ''), isAbbreviation(keyword.label));
  let credit = 0;
  let isExact = false;
  const named = units.filter((unit) => keyword.forms.some((form) => countForm(unit.text, form) > 0));
  for (const unit of named) {
    const exact = countForm(unit.text, exactForm) > 0;
    const unitCredit = (IN_CONTEXT.has(unit.section) ? 1 : LIST_CREDIT) * (exact ? 1 : SYNONYM_FACTOR);
    credit = Math.max(credit, unitCredit);
    isExact ||= exact;
  }
  const shown =
    named.length > 0
      ? named
      : units.filter((unit) => keyword.evidence.some((form) => countForm(unit.text, form) > 0));
  if (named.length === 0 && shown.length > 0) credit = EVIDENCE_CREDIT;
  return {
    keyword,
    credit,
    locations: [...new Set(shown.map((unit) => unit.location))],
    sections: [...new Set(shown.map((unit) => unit.section))],
    isNamed: named.length > 0,
    isExact,
  };
}

export function matchKeywords(keywords: JobKeyword[], units: ResumeUnit[]): KeywordHit[] {
  return keywords.map((keyword) => matchKeyword(keyword, units));
}
