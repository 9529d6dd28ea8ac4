import type { HeaderReading } from './role-header';

/**
 * Legal suffixes that belong to the employer's name before them ("ABC Company, Inc.", "(Edms.) Bpk.").
 * Narrower than the title words' legal forms on purpose: read after a comma, the longer list's short
 * forms took a place or a title's last part for a suffix and cost role fields (decision 0074).
 */
export const COMPANY_SUFFIX =
  /^(?:inc|llc|llp|ltd|limited|corp|corporation|co|plc|gmbh|ag|sa|s\.a|pty|lp|l\.p|bpk)\.?$/i;

/**
 * Functions that complete a title after its comma ("Vice President, Information Technology",
 * "Head, IT Infrastructure", "Programme Manager, Digital Operations"): every word names a field of
 * work, none an organisation's kind.
 */
const FUNCTION_WORDS = new Set(
  (
    'information technology it ict technology technologies tech operations infrastructure security cyber ' +
    'cybersecurity information network networks networking engineering product sales marketing finance ' +
    'human resources hr customer success support data analytics software platform platforms research strategy ' +
    'business development digital transformation cloud service services delivery systems applications ' +
    'enterprise global regional emea apac americas risk compliance governance architecture projects programmes ' +
    'programs change end user computing workplace facilities procurement shared and & of'
  ).split(' '),
);
export const isTitleFunction = (part: string) => {
  const words = part.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 4 && words.every((word) => FUNCTION_WORDS.has(word));
};
/**
 * What a field may say besides title, employer and place: how the job was held ("Full-time",
 * "Contract", "Hybrid") or how long it lasted ("3 yrs 2 mos", as LinkedIn writes beside both).
 * "Contractor", "Intern" or "Self-employed" name a title or an employer, so they stay fields.
 */
export const TERMS_OF_WORK =
  /^(?:full[- ]time|part[- ]time|contract|freelance|seasonal|temporary|permanent|hybrid|on[- ]?site|(?:\d+\s*(?:yrs?|years?|mos?|months?)\s*)+)$/i;

/** Fields a header names with a label ("Designation: Team Lead", "Employer: Acme Ltd"). */
export const FIELD_LABELS: Array<['title' | 'company' | 'location', RegExp]> = [
  // "Position | : Team Leader": a form's label, its colon sometimes after a tab's bar.
  ['title', /^(?:designation|job title|title|position(?: held)?|role)\s*\|?\s*:\s*(\S.*)$/i],
  [
    'company',
    /^(?:company(?: name)?|employer|name of (?:the )?(?:company|employer|organi[sz]ation)|organi[sz]ation|client|firm)\s*\|?\s*:\s*(\S.*)$/i,
  ],
  ['location', /^(?:location|place|city|based in)\s*\|?\s*:\s*(\S.*)$/i],
];

export const THROUGH_AGENCY =
  /^(?:contract(?:or)?|contracting|fixed[- ]term(?: contract)?|temp(?:orary)?|interim)\s*[-–—:,]?\s*(?:via|through)\s+.+?\s+(?:for|at|to)\s+(.+)$/i;

/** A part of an organisation by its name: "Department of Marine Science", "School of Medicine", "IT Division". */
export const ORGANISATION_UNIT =
  /^(?:(?:the )?(?:department|dept\.?|school|faculty|division|unit|section|directorate|office) (?:of|for)\b|.+\s(?:department|dept\.?|division|unit|section|directorate|team)$)/i;

/**
 * "Senior DevOps Engineer (Contract) – via Harcourt Recruitment at Thames Mutual": a title, then the
 * agency that placed the contractor and the client where the work was done.
 */
export const TITLE_THROUGH_AGENCY = /^(.+?)\s+[-–—:,]\s*(?:via|through)\s+.+?\s+(?:for|at)\s+(.+)$/i;

/**
 * "Calder Water plc (via Pennine IT Resourcing)", "Kirkstall Digital (agency: Ouse Recruitment)":
 * the agency that placed a contractor is a note on the employer, not part of its name.
 */
const AGENCY_NOTE =
  /\s*\((?:via|through|agency\s*:?|contract(?:ed)? (?:via|through)|placed by|on behalf of)\s[^)]*\)\s*$/i;

export function withoutAgencyNote(reading: HeaderReading): HeaderReading {
  const company = reading.company.replace(AGENCY_NOTE, '');
  return company && company !== reading.company ? { ...reading, company } : reading;
}
