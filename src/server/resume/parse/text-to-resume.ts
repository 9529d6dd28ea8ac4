import type { ParseReport } from '../../../shared/resume/parse-report';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { readContact, splitFields } from './contact';
import { isCertificationLike, readEducation } from './education';
import { readExperience } from './experience';
import { readClearance, readLanguages, readProjects, readVolunteer } from './extra-sections';
import { dedupe, readItems, readSkills } from './lists';
import { type Heading, isBuilderSection, readHeading, type SectionKey } from './sections';
import { type ExtractedText, isAllCaps, type SourceLine, shouldJoin } from './source-lines';
import { describeLayoutWarnings } from './warnings';

export type ParsedFile = { resume: ParsedResume; report: ParseReport };

const LIST_SECTIONS: ReadonlySet<SectionKey> = new Set(['skills', 'certifications']);

type Sections = { preamble: SourceLine[]; bySection: Map<SectionKey, SourceLine[]>; headings: Heading[] };

/**
 * Lines grouped under the heading above them; a combined heading sends lines where they belong.
 * Each column of a multi-column page keeps its own heading, so a right column that runs onto the
 * next page stays in its section while the left column starts another.
 */
function groupSections(lines: SourceLine[]): Sections {
  const preamble: SourceLine[] = [];
  const bySection = new Map<SectionKey, SourceLine[]>();
  const headings: Heading[] = [];
  const current = new Map<string, Heading>();
  // The heading of the last full-width line: a column with no heading of its own yet continues it,
  // not whatever heading the column beside it reached.
  let fullWidth: Heading | undefined;
  for (const line of lines) {
    const stream = line.column ?? 'full';
    const found = readHeading(line);
    const active = line.column ? (current.get(stream) ?? fullWidth) : current.get('full');
    // "Key Achievements:" inside a role introduces its bullets; it does not end the experience.
    const isRoleLabel =
      found?.section === 'achievements' &&
      active?.section === 'experience' &&
      /:\s*$/.test(line.text) &&
      !isAllCaps(line.text);
    const heading = isRoleLabel ? null : found;
    if (heading) {
      current.set(stream, heading);
      if (!line.column) fullWidth = heading;
      headings.push(heading);
      continue;
    }
    const section: SectionKey | null = !active
      ? null
      : active.alsoHolds.includes('certifications') && isCertificationLike(line.text)
        ? 'certifications'
        : active.section;
    const target = section === null ? preamble : (bySection.get(section) ?? []);
    const previous = target.at(-1);
    if (previous && shouldJoin(previous, line, section !== null && LIST_SECTIONS.has(section))) {
      previous.text = `${previous.text} ${line.text}`;
    } else target.push({ ...line });
    if (section !== null) bySection.set(section, target);
  }
  return { preamble, bySection, headings };
}

/** The optional sections, present only when the file has them. */
function readExtraSections(section: (key: SectionKey) => SourceLine[]): Partial<ParsedResume> {
  const clearance = readClearance(section('clearance'));
  const projects = readProjects(section('projects'));
  const languages = readLanguages(section('languages'));
  const volunteer = readVolunteer(section('volunteer'));
  return {
    ...(clearance ? { clearance } : {}),
    ...(projects.length > 0 ? { projects } : {}),
    ...(languages.length > 0 ? { languages } : {}),
    ...(volunteer.length > 0 ? { volunteer } : {}),
  };
}

/** A resume in the spec's shape from the lines of any file, with a report of what was and was not placed. */
export function buildResumeFromLines(extracted: ExtractedText): ParsedFile {
  const { lines, traits } = extracted;
  const { preamble, bySection, headings } = groupSections(lines);
  const section = (key: SectionKey) => bySection.get(key) ?? [];
  const allText = lines.map((line) => line.text).join('\n');
  // A sidebar's "Contact" section holds what the top of a one-column resume would.
  const { contact, used } = readContact(
    [...preamble, ...section('contact')].map((line) => line.text),
    allText,
  );
  const leftover = preamble.filter((_, index) => !used.has(index));
  const introduction = leftover.filter((line) => line.text.split(/\s+/).length >= 12);
  const summaryLines = section('summary').length > 0 ? section('summary') : introduction;
  const experience = readExperience(section('experience'));
  const unplaced = [
    ...leftover.filter((line) => !summaryLines.includes(line)).map((line) => line.text),
    ...experience.unplaced,
    ...section('other').map((line) => line.text),
  ];
  const name = contact.name || splitFields(lines[0]?.text ?? '')[0] || 'Unnamed';
  const resume: ParsedResume = {
    name,
    email: contact.email,
    phone: contact.phone,
    location: contact.location,
    ...(contact.linkedin ? { linkedin: contact.linkedin } : {}),
    summary: summaryLines
      .map((line) => line.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
    experience: experience.entries,
    education: readEducation(section('education')),
    skills: readSkills(section('skills')),
    certifications: dedupe(readItems(section('certifications'), true)),
    achievements: readItems(section('achievements')),
    ...readExtraSections(section),
  };
  const report: ParseReport = {
    traits: {
      ...traits,
      headings: headings.map((heading) => ({
        text: heading.text,
        section: isBuilderSection(heading.section) ? heading.section : null,
      })),
    },
    warnings: [
      ...extracted.warnings,
      ...describeLayoutWarnings(resume, traits, headings, contact.name !== ''),
    ],
    unplacedLines: unplaced.slice(0, 50),
    characterCount: allText.length,
  };
  return { resume, report };
}
