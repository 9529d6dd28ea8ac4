import { escapeRegExp } from '../text/escape-reg-exp';
/**
 * Spec §9: the fixed list of enterprise IT phrases. The preview highlights them in skills and job
 * text, and the analysis gives them extra weight, so both sides read this one list.
 */
export const enterpriseKeywords = [
  { phrase: 'ERP', forms: ['ERP', 'enterprise resource planning'] },
  { phrase: 'CRM', forms: ['CRM', 'customer relationship management'] },
  { phrase: 'IT Service Management', forms: ['ITSM', 'IT service management'] },
  { phrase: 'ITIL', forms: ['ITIL'] },
  { phrase: 'ServiceNow', forms: ['ServiceNow'] },
  { phrase: 'Salesforce', forms: ['Salesforce'] },
  { phrase: 'Oracle', forms: ['Oracle'] },
  { phrase: 'SAP', forms: ['SAP'] },
  { phrase: 'Workday', forms: ['Workday'] },
  { phrase: 'Microsoft 365', forms: ['Microsoft 365', 'Office 365', 'M365', 'O365'] },
  { phrase: 'Active Directory', forms: ['Active Directory', 'Azure AD', 'Entra ID'] },
  {
    phrase: 'Identity and Access Management',
    forms: ['identity and access management', 'identity & access management', 'IAM'],
  },
  { phrase: 'Single Sign-On', forms: ['single sign-on', 'single sign on', 'SSO'] },
  { phrase: 'Digital Transformation', forms: ['digital transformation'] },
  { phrase: 'Enterprise Architecture', forms: ['enterprise architecture'] },
  {
    phrase: 'Mergers and Acquisitions',
    forms: ['mergers and acquisitions', 'mergers & acquisitions', 'M&A'],
  },
] as const;

export type EnterpriseKeyword = (typeof enterpriseKeywords)[number]['phrase'];

export type KeywordRange = { start: number; end: number; keyword: EnterpriseKeyword };

/** Word-bounded, case-insensitive; an acronym form matches only in capitals so "sap" in prose does not. */
const patterns = enterpriseKeywords.flatMap(({ phrase, forms }) =>
  forms.map((form) => {
    const isAcronym = /^[A-Z0-9&]+$/.test(form);
    const body = escapeRegExp(form).replace(/\\?-|\s+/g, '[\\s-]?');
    return { phrase, pattern: new RegExp(`(?<![\\w&])${body}(?![\\w&])`, isAcronym ? 'g' : 'gi') };
  }),
);

/** Where the enterprise phrases occur in `text`, in order, without overlaps (longest first wins). */
export function findEnterpriseKeywords(text: string): KeywordRange[] {
  const found: KeywordRange[] = [];
  for (const { phrase, pattern } of patterns) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      found.push({ start: match.index, end: match.index + match[0].length, keyword: phrase });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const ranges: KeywordRange[] = [];
  for (const range of found) {
    const last = ranges.at(-1);
    if (!last || range.start >= last.end) ranges.push(range);
  }
  return ranges;
}
