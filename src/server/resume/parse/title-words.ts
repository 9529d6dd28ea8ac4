import { isForeignOrganisation, isForeignTitle } from './foreign-role-words';
/** Words that make a phrase a job title ("Senior Engineer", "VP, IT"), not an employer or a heading. */
export const TITLE_WORDS =
  /\b(manager|director|head|chief|officer|vp|svp|evp|avp|vice president|president|founder|co-founder|owner|partner|principal|consultant|advisor|adviser|engineer|analyst|architect|administrator|admin|specialist|lead|leader|supervisor|coordinator|technician|developer|designer|intern|associate|executive|cio|cto|ciso|coo|ceo|cfo|it-ops|tester|programmer|strategist|scientist|representative|assistant|contractor|fellow|instructor|sr\.?|senior|junior|jr\.?)\b/i;

/**
 * Nouns a job title ends with: the person who does the work ("Mobile app tester", "Line
 * Serviceman", "Parish Administrator"). A phrase ending in one reads as a title.
 */
const TITLE_HEADS = new Set(
  `manager director head chief officer president founder cofounder co-founder owner partner principal
  consultant advisor adviser engineer analyst architect administrator admin sysadmin specialist lead leader
  supervisor coordinator technician developer designer intern associate executive tester programmer
  strategist scientist representative rep assistant contractor fellow instructor teacher lecturer professor
  tutor researcher nurse physician doctor pharmacist dentist chef cook cashier clerk agent salesman
  saleswoman salesperson seller secretary receptionist accountant auditor bookkeeper editor writer author
  journalist translator interpreter operator mechanic electrician plumber carpenter welder driver
  serviceman technologist webmaster superintendent foreman inspector sergeant captain lieutenant commander
  major colonel airman soldier marine sailor volunteer mentor coach trainer counselor counsellor therapist
  paralegal attorney lawyer solicitor banker broker underwriter planner scheduler dispatcher buyer
  merchandiser marketer recruiter generalist controller treasurer steward stewardess attendant host
  hostess server bartender barista waiter waitress housekeeper custodian janitor guard apprentice trainee
  worker laborer labourer handler packer picker estimator surveyor draftsman drafter photographer artist
  musician producer proprietor sole-proprietor freelancer entrepreneur co-op coop member chair chairman
  chairperson organizer organiser ambassador evangelist advocate liaison master owner cto ceo cfo coo cio
  ciso cso vp svp evp avp dba sre devops helpdesk support staff aide caregiver volunteer teller
  investigator detective officer sheriff deputy ranger firefighter paramedic emt medic hygienist
  technologist radiographer optician veterinarian vet groomer trainer stylist barber cosmetologist
  educator principal dean provost registrar librarian archivist curator docent assistant-director
  webdeveloper programmer-analyst`.split(/\s+/),
);

/**
 * Legal forms: wherever they stand, the phrase names a company ("Acme, Inc.", "Oy Example Ab",
 * "Contact Norte, Lda.", "Polon-Serwis Sp. z o.o.", "Vltava Data s.r.o.", "Magyar Kártya Zrt.",
 * "Karoo Vervoer (Edms.) Bpk.").
 */
const LEGAL_FORMS = new Set(
  `inc llc llp ltd limited corp corporation plc gmbh ag sa s.a pty lp l.p s.r.l srl bv b.v nv oy ab asa kg
  oü co lda ltda sas s.a.s sarl spa s.p.a s.l sl slu aps a/s oyj kft zrt nyrt s.r.o a.s d.o.o o.o sia uab ohg
  bhd sdn pvt pte jsc pjsc k.k bpk edms bk a.ş`.split(/\s+/),
);

/** A legal form written as one word ("Ltda.", "Kft.", "(Pty)"): what a company's name may end with. */
export function isLegalForm(word: string): boolean {
  return LEGAL_FORMS.has(
    word
      .toLowerCase()
      .replace(/^\(/, '')
      .replace(/\)?\.?$/, ''),
  );
}

/**
 * The kinds of organisation people work for, as the last word of its name ("Texas A&M University",
 * "Acme Software"): inside a title they are the field ("Software Engineer"), so only the last word counts.
 */
const ORGANISATION_KINDS = new Set(
  `company group holdings university universidad université college school gymnasium institute institution
  academy hospital clinic bank labs laboratory laboratories solutions services technologies consulting
  consultants partners agency department ministry center centre church association foundation society
  council force army navy marines government county authority commission bureau trust studio studios media
  networks communications telecom enterprises industries international worldwide ventures capital
  investments club union restaurant hotel store stores shop market markets cooperative firm airlines
  airways systems software`.split(/\s+/),
);

/** A name that starts with its kind: "University of Louisville", "Department of Labor". */
const KIND_OF =
  /^(?:university|college|institute|school|academy|bank|department|ministry|bureau|office|city|county|state|government|church|museum)\s+of\b/i;

const SENIORITY =
  /^(?:senior|sr\.?|junior|jr\.?|lead|principal|chief|head|deputy|acting|interim|assistant|associate|executive|vice|staff|graduate|trainee)$/i;

/** The words as written, accents kept, brackets dropped: what the other languages' lists read. */
function rawWords(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s/,&|–—-]+/)
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter(Boolean);
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s/,&]+/)
    .map((word) => word.replace(/^[^a-z0-9]+|[^a-z0-9.]+$/g, ''))
    .filter(Boolean);
}

/**
 * How much a phrase reads as a job title: a title noun last ("Systems Administrator"), any title
 * noun or seniority word, against an employer's marks (a legal form, "University", a web address).
 */
export function titleScore(text: string): number {
  const list = words(text);
  const last = list.at(-1) ?? '';
  let score = 0;
  if (TITLE_HEADS.has(last.replace(/\.$/, ''))) score += 3;
  if (list.some((word) => TITLE_HEADS.has(word.replace(/\.$/, '')) || SENIORITY.test(word))) score += 1;
  if (TITLE_WORDS.test(text)) score += 1;
  if (score === 0 && isForeignTitle(rawWords(text))) score += 3;
  if (organisationScore(text) >= 2) score -= 3;
  if (/\d{3,}|https?:|www\.|@/.test(text)) score -= 2;
  return score;
}

/** How much a phrase reads as an employer's name: a legal form, its kind as the last word, a domain name. */
export function organisationScore(text: string): number {
  const list = words(text).map((word) => word.replace(/\.$/, ''));
  let score = 0;
  if (list.some((word) => LEGAL_FORMS.has(word))) score += 3;
  else if (
    ORGANISATION_KINDS.has(list.at(-1) ?? '') ||
    KIND_OF.test(text.trim()) ||
    // "Hospital Pharmacist" is a title: a name that opens with a kind counts only if it ends in no title noun.
    (isForeignOrganisation(rawWords(text)) && !TITLE_HEADS.has(list.at(-1) ?? ''))
  )
    score += 2;
  if (/\.(?:com|net|org|io|co)\b/i.test(text)) score += 2;
  if (/^(?:the|at)\s/i.test(text)) score += 1;
  return score;
}
