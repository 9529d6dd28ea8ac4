import type { Term } from '../../../shared/vocabulary/terms';

/**
 * Wording that shows a concept without naming it ("led the IT integration after the acquisition"
 * shows M&A). It counts as evidence when matching, but is never rewritten into the term, because
 * it is not the same phrase.
 */
const EVIDENCE: Record<string, string[]> = {
  'mergers-and-acquisitions': [
    'acquisition',
    'acquisitions',
    'acquired',
    'merger',
    'mergers',
    'acquired-company',
  ],
  'identity-and-access-management': [
    'identity',
    'access management',
    'access reviews',
    'single sign-on',
    'SSO',
  ],
  'it-service-management': ['service desk', 'incident and problem management', 'service management'],
  'digital-transformation': ['transformation programs', 'digital workspace'],
  'enterprise-architecture': ['reference architectures', 'target architecture', 'architecture decisions'],
  crm: ['Salesforce', 'Oracle Service Cloud', 'Service Cloud'],
  erp: ['SAP', 'Oracle ERP', 'NetSuite'],
  'it-operations': ['IT operations teams', 'operations leadership'],
  'security-maturity': ['maturity models'],
  'cost-optimization': ['right-sized', 'reclaimed unused', 'consolidated overlapping', 'saving', 'savings'],
  'people-management': ['their managers', 'team leads'],
  'cloud-infrastructure': ['cloud resources'],
  integration: ['integration patterns', 'integration risks'],
  'business-continuity': ['disaster recovery'],
  'disaster-recovery': ['business continuity'],
  'executive-communication': ['CEO', 'executive team', 'leadership team'],
  'global-teams': ['North America and Europe', 'time zones'],
};

export function listEvidenceForms(term: Term): string[] {
  return EVIDENCE[term.id] ?? [];
}

/** Product names that are also everyday words ("react to incidents"): matched only as written. */
const NAMES_THAT_ARE_WORDS = new Set(['React']);

/** Whether a form is matched case-sensitively: abbreviations, and names that are also words. */
export function isCasedForm(form: string): boolean {
  return isAbbreviation(form) || NAMES_THAT_ARE_WORDS.has(form);
}

export function isAbbreviation(form: string): boolean {
  return /^[A-Z0-9&/+-]{2,8}s?$/.test(form) && /[A-Z]/.test(form);
}

/**
 * The term's spelled-out form and its abbreviation, when it has both: "single sign-on" and "SSO",
 * or a one-word name and its short form ("JavaScript" and "JS") when the name is the term's own.
 */
export function findAbbreviationPair(term: Term): { long: string; short: string } | null {
  const short = term.forms.find(isAbbreviation);
  const long =
    term.forms.find((form) => !isAbbreviation(form) && form.split(/[\s-]+/).length >= 2) ??
    (isAbbreviation(term.label) ? undefined : term.label);
  return short && long ? { long, short } : null;
}

/**
 * Different words for exactly the same thing, safe to swap in running text. Other forms of a term
 * only show the same skill area ("risk assessments" for risk management) and are never swapped.
 */
const SAME_MEANING: string[][] = [
  ['help desk', 'service desk', 'helpdesk'],
  ['endpoint management', 'device management'],
  ['vendor relationships', 'vendor management'],
  ['cyber security', 'cybersecurity'],
  ['Wi-Fi', 'WiFi', 'wireless'],
  ['on-call', '24x7 operations'],
  ['video conferencing', 'conferencing'],
];

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9+]/g, '');

/** Whether one wording may replace the other: a spelling variant or a listed exact synonym. */
export function isSameMeaning(a: string, b: string): boolean {
  if (squash(a) === squash(b)) return true;
  return SAME_MEANING.some(
    (group) =>
      group.some((form) => squash(form) === squash(a)) && group.some((form) => squash(form) === squash(b)),
  );
}
