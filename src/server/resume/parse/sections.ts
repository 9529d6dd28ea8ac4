import type { ResumeSection } from '../../../shared/resume/resume-changes';
import { FOREIGN_HEADINGS } from './foreign-headings';
import { HEADING_WORDS, NEEDS_CUE, type SectionKey, STEMS } from './heading-words';
import { isAllCaps, type SourceLine } from './source-lines';
import { TITLE_WORDS, titleScore } from './title-words';

const NOT_IN_BUILDER: ReadonlySet<SectionKey> = new Set([
  'contact',
  'clearance',
  'projects',
  'languages',
  'volunteer',
  'publications',
  'awards',
  'interests',
  'letter',
  'other',
]);

/** A section the builder shows and edits (the report names only those). */
export function isBuilderSection(key: SectionKey): key is ResumeSection {
  return !NOT_IN_BUILDER.has(key);
}
export type Heading = { section: SectionKey; text: string; alsoHolds: SectionKey[] };

const LOOKUP = new Map<string, SectionKey>(
  [HEADING_WORDS, FOREIGN_HEADINGS].flatMap((list) =>
    (Object.entries(list) as Array<[SectionKey, string[]]>).flatMap(([section, words]) =>
      words.map((word) => [word, section] as [string, SectionKey]),
    ),
  ),
);

/** The same headings without spaces, for letter-spaced headings whose word gaps were lost ("A B O U T M E"). */
const SQUASHED = new Map<string, SectionKey>(
  [...LOOKUP.entries()].map(([words, section]) => [words.replace(/ /g, ''), section]),
);

/**
 * Letters set apart by spaces, some pairs kept together by the font's kerning
 * ("P R OF E S S I O NA L  E X P E R I E NC E"): most pieces are one or two letters.
 */
function isLetterSpaced(text: string): boolean {
  const pieces = text
    .replace(/[:\s]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const short = pieces.filter((piece) => piece.length <= 2).length;
  return pieces.length >= 4 && short >= pieces.length * 0.75 && pieces.some((piece) => piece.length === 1);
}

/** "W O R K  E X P E R I E N C E:" → "work experience"; "// Skills & Tools" → "skills and tools". */
export function normalizeHeading(text: string): string {
  let value = text.trim();
  if (isLetterSpaced(value)) value = value.replace(/ {2,}/g, '~').replace(/ /g, '').replace(/~/g, ' ');
  return (
    value
      // "FORMACIÓN ACADÉMICA" is "formacion academica": a heading's accents go with its case.
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/ß/g, 'ss')
      // Letters no accent mark takes off: Polish ł, Danish and Norwegian ø and æ, Croatian đ.
      .replace(/[łŁ]/g, 'l')
      .replace(/[øØ]/g, 'o')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase()
      .replace(/[’']/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z ]+/g, ' ')
      // "Professional Experience (continued)" heads a later page of the same section.
      .replace(/ (continued|cont|contd)\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Headings of one section that hold another's items too: "Qualifications" lists degrees and certificates. */
const HOLDS_MORE: Record<string, SectionKey[]> = {
  qualifications: ['certifications'],
  qualification: ['certifications'],
  // "Education & Training": courses and certificates under the degrees.
  'education and training': ['certifications'],
  training: ['certifications'],
};

/** The section a line opens, or null when it is not a heading. */
/**
 * The column labels of a table of roles ("Company | Position | Period", "Dates | Post | Hospital"):
 * a position (a "post", as British and NHS forms call a job) and a time.
 */
export function isRoleTableHeader(text: string): boolean {
  const cells = text.split(/\s*\|\s*/);
  return (
    cells.length >= 2 &&
    cells.every((cell) => cell.split(/\s+/).length <= 4 && !/\d/.test(cell)) &&
    cells.some((cell) => /\b(position|title|role|designation|job|post)\b/i.test(cell)) &&
    cells.some((cell) => /\b(period|dates?|duration|from|years?|tenure)\b/i.test(cell))
  );
}

const FORM_PART =
  /^(?:part|section|sect\.|schedule|annex|module)\s+(?:[a-z]|\d{1,2}|[ivx]{1,4})\b\s*[-–—:.)]?\s+(?=\p{L})/iu;

/**
 * "EMPLOYMENT RECORD: Starting with your present post, list…": a form's heading followed by what
 * the applicant is told to write under it.
 */
const FORM_INSTRUCTION =
  /^(\p{Lu}[\p{Lu}\s&/-]{3,40}):\s+(?:please |starting |list |give |include |use |state |attach |begin |enter |provide |indicate )[\s\S]{20,}$/iu;

export function readHeading(line: SourceLine): Heading | null {
  // "❖ WORK EXPERIENCE": a glyph before a heading set in bold capitals decorates it; any other
  // bullet is an item, whatever its words.
  const isDecorated =
    line.isBullet && line.isEmphasized && isAllCaps(line.text.trim().replace(FORM_INSTRUCTION, '$1'));
  if (line.isBullet && !isDecorated) return null;
  // "Company | Position | Period" over a table of roles heads the experience, whatever heads the table.
  if (isRoleTableHeader(line.text)) return { section: 'experience', text: line.text.trim(), alsoHolds: [] };
  // "CONTRACT ENGAGEMENTS (via Kowalczyk Cloud Consulting Pty Ltd)": a note in brackets after the heading.
  // "PART C - EMPLOYMENT HISTORY", "Section 4: Education": a form's part label before the heading.
  const text = line.text
    .trim()
    .replace(/^(.{3,40}?)\s+\([^()]{3,80}\)\s*:?$/, '$1')
    .replace(FORM_PART, '')
    .replace(FORM_INSTRUCTION, '$1');
  const normalized = normalizeHeading(text);
  const words = normalized.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 6 || /@|\d{3}/.test(text)) return null;
  // "PROFESSIONALEXPERIENCE": tracked capitals whose word space was lost with the letter spaces.
  const letterSpaced = isLetterSpaced(text.replace(/[:\s]+$/, '')) || /^\p{Lu}{4,}:?$/u.test(text);
  const exact =
    LOOKUP.get(normalized) ?? (letterSpaced ? SQUASHED.get(normalized.replace(/ /g, '')) : undefined);
  // "Certifications, Skills & Interests": each part names a section.
  const parts = text
    .split(/\s*(?:,|&|\/|\+|\band\b)\s*/i)
    .map(normalizeHeading)
    .filter(Boolean);
  const partSections = parts
    .map((part) => LOOKUP.get(part))
    .filter((section): section is SectionKey => !!section);
  const hasLayoutCue = line.isEmphasized || line.sizeRatio >= 1.1 || isAllCaps(text) || /:\s*$/.test(text);
  // Words that are as often a skill or a wrapped fragment ("Security Program / Leadership") need the cue.
  const looksLikeHeading = hasLayoutCue || (words.length <= 3 && !NEEDS_CUE.has(normalized));
  if (isDecorated) return exact ? { section: exact, text, alsoHolds: HOLDS_MORE[normalized] ?? [] } : null;
  if (exact && looksLikeHeading)
    return { section: exact, text, alsoHolds: [...partSections.slice(1), ...(HOLDS_MORE[normalized] ?? [])] };
  if (partSections.length === parts.length && partSections[0] && looksLikeHeading) {
    return { section: partSections[0], text, alsoHolds: partSections.slice(1) };
  }
  // "ZERTIFIKATE / CERTIFICATES", "Berufserfahrung / Experience": one heading in two languages,
  // set apart by its layout, names its section in the part the list knows.
  if (
    /\S\s*\/\s*\S/.test(text) &&
    parts.length === 2 &&
    partSections.length === 1 &&
    partSections[0] &&
    hasLayoutCue
  ) {
    return { section: partSections[0], text, alsoHolds: [] };
  }
  const isStrongHeading =
    (line.isEmphasized || line.sizeRatio >= 1.1) && (isAllCaps(text) || words.length <= 4);
  // "Professional Journey", "Employment Record": a short capitalised line ending in a section's
  // word names the section even in a file that keeps no emphasis. Its last word must be that word,
  // so a wrapped list item ("License Optimization") stays an item.
  const lastWord = words[words.length - 1] ?? '';
  const isTitledLine =
    words.length <= 3 &&
    /^(?:[A-Z][\p{L}’']*|&|and|of|my)(?:\s+(?:[A-Z][\p{L}’']*|&|and|of|my))*:?$/u.test(text) &&
    STEMS.some(([, pattern]) => pattern.test(lastWord));
  if (!isStrongHeading && !isTitledLine && !(isAllCaps(text) && /:\s*$/.test(text))) return null;
  // A bold job title ("Vice President, Information Technology") is a role's header, not a section.
  if (TITLE_WORDS.test(text) || titleScore(text) >= 3) return null;
  const stems = [
    ...new Set(STEMS.filter(([, pattern]) => pattern.test(normalized)).map(([section]) => section)),
  ];
  if (stems[0]) return { section: stems[0], text, alsoHolds: stems.slice(1) };
  return isAllCaps(text) && line.sizeRatio >= 1.1 ? { section: 'other', text, alsoHolds: [] } : null;
}

/** The section a label names ("Languages", "Certifications", "Tools"), or null. */
export function sectionOfWords(text: string): SectionKey | null {
  const normalized = normalizeHeading(text);
  return LOOKUP.get(normalized) ?? STEMS.find(([, pattern]) => pattern.test(normalized))?.[0] ?? null;
}

export function isStandardHeading(text: string): boolean {
  return LOOKUP.has(normalizeHeading(text));
}
