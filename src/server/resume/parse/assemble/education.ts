import type { EducationEntry } from '../../../../shared/resume/parsed-resume';
import { isLocation, splitFields } from '../contact';
import { findDateRange, findSingleDate } from '../dates';
import type { SourceLine } from '../source-lines';

const DEGREE =
  /\b(MBA|M\.B\.A\.?|EMBA|Master'?s?|Bachelor'?s?|Doctor(?:ate)?|Ph\.?D\.?|Associate'?s? (?:Degree|of)|B\.?S\.?c?\.?|B\.?A\.?|M\.?S\.?c?\.?|M\.?A\.?|B\.?Eng|M\.?Eng|Diploma|Degree|High School|GED)\b/;
const SCHOOL =
  /\b(University|College|Institute|School|Academy|Polytechnic|Universidad|Université|Universität|Hochschule|Conservatory|Gymnasium|Lyceum|Akademi|Politecnico)\b/i;
/** A degree written as its letters alone ("MS", "B.Sc.", "MBA"): a degree, never a school. */
const DEGREE_LETTERS =
  /^(?:[A-Z]\.?){1,2}(?:[A-Za-z]{1,3}\.?)?(?:\s*\([A-Za-z ]+\))?$|^(?:MBA|EMBA|PhD|Ph\.D\.?|BFA|MFA|BEng|MEng|BSc|MSc|LLB|LLM|JD|MD)$/;
const GPA = /\bGPA:?\s*([0-4](?:\.\d{1,2})?)(?:\s*\/\s*4(?:\.0)?)?/i;
const CERTIFICATION =
  /\b(certified|certification|certificate|CISSP|CISM|CISA|CCNA|CCNP|PMP|ITIL|Security\+|CompTIA|AWS Certified|Azure|CRISC|CEH|GIAC|CGEIT|TOGAF|Scrum Master|CSM|PRINCE2)\b/i;

/** A line that names a degree or a school. */
export function isEducationLike(text: string): boolean {
  return DEGREE.test(text) || SCHOOL.test(text) || /\b(?:BSc|MSc|Bsc|Msc|Hons)\b/.test(text);
}

export function isCertificationLike(text: string): boolean {
  return CERTIFICATION.test(text) && !DEGREE.test(text);
}

/** Degrees, one per degree line; the school, place, date and GPA lines that follow belong to it. */
export function readEducation(lines: SourceLine[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  for (const line of lines) {
    const gpa = GPA.exec(line.text)?.[1];
    const text = line.text
      .replace(GPA, '')
      .replace(/[|,;]\s*$/, '')
      .trim();
    const current = entries.at(-1);
    if (gpa && current && !current.gpa) current.gpa = gpa;
    if (!text) continue;
    const startsEntry =
      (DEGREE.test(text) && current?.degree !== '') ||
      (SCHOOL.test(text) && !DEGREE.test(text) && !!current?.school);
    const target = startsEntry || !current ? newEntry(entries) : current;
    fillFields(target, text, line.isEmphasized);
    if (gpa && !target.gpa) target.gpa = gpa;
  }
  // A school written once above several degrees ("Acme University / 2017 BSc / 2019 MSc") holds them all.
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (entry.degree && !entry.school && previous?.school && schoolFirst.has(previous)) {
      entry.school = previous.school;
      schoolFirst.add(entry);
    }
  });
  return entries.filter((entry) => entry.degree || entry.school);
}

/** Entries whose school came before their degree: a degree under them with no school of its own is theirs. */
const schoolFirst = new WeakSet<EducationEntry>();

function newEntry(entries: EducationEntry[]): EducationEntry {
  const entry: EducationEntry = { degree: '', school: '', location: '', graduationDate: '' };
  entries.push(entry);
  return entry;
}

function fillFields(entry: EducationEntry, text: string, isEmphasized: boolean): void {
  const range = findDateRange(text);
  const single = range ? null : findSingleDate(text);
  let rest = text;
  if (range) {
    if (!entry.graduationDate) entry.graduationDate = range.endDate;
    rest = `${text.slice(0, range.index)} ${text.slice(range.index + range.length)}`;
  } else if (single) {
    if (!entry.graduationDate)
      entry.graduationDate = single.text.replace(/^\w/, (char) => char.toUpperCase());
    rest = `${text.slice(0, single.index)} ${text.slice(single.index + single.length)}`;
  }
  const fields = splitFields(rest.replace(/[()]/g, ' '))
    .flatMap((field) => field.split(/\s+at\s+(?=.*\b(?:University|College|Institute|School|Academy)\b)/i))
    .flatMap((field) => splitSchoolPlace(field));
  // A school on a later line than its degree may be any name; on the degree's own line, a part
  // without a school's word is the degree's field ("Associate of Applied Science, Network Technology").
  const degreeBefore = entry.degree !== '';
  for (const field of fields) {
    const clean = field.replace(/^[,\s-]+|[,\s-]+$/g, '');
    if (!clean) continue;
    if (DEGREE_LETTERS.test(clean) && DEGREE.test(clean)) {
      if (!entry.degree) entry.degree = clean;
      continue;
    }
    if (!entry.degree && (DEGREE.test(clean) || (isEmphasized && !SCHOOL.test(clean)))) entry.degree = clean;
    else if (!entry.school && SCHOOL.test(clean)) {
      entry.school = clean;
      if (!entry.degree) schoolFirst.add(entry);
    } else if (!entry.school && degreeBefore && !isLocation(clean)) entry.school = clean;
    else if (!entry.location && isLocation(clean)) entry.location = clean;
    else if (!entry.degree) entry.degree = clean;
    else if (!degreeBefore && !isLocation(clean) && !entry.school) entry.degree = `${entry.degree}, ${clean}`;
  }
}

/**
 * "B.S. Information Systems, Texas State University, San Marcos, TX" → degree, school, place: the
 * comma-separated parts, with a trailing "City, ST" kept together.
 */
function splitSchoolPlace(field: string): string[] {
  const parts = field.split(/,\s+/);
  const merged: string[] = [];
  for (let index = 0; index < parts.length; index++) {
    const pair = `${parts[index]}, ${parts[index + 1] ?? ''}`;
    if (index + 1 < parts.length && isLocation(pair)) {
      merged.push(pair);
      index++;
    } else merged.push(parts[index] ?? '');
  }
  // A comma inside a name ("University of California, Berkeley") stays when no part reads as a degree or place.
  const isMeaningful = merged.some((part) => DEGREE.test(part) || isLocation(part)) && merged.length > 1;
  return isMeaningful ? merged.filter(Boolean) : [field];
}
