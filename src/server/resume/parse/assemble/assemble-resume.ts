import type { ParsedResume } from '../../../../shared/resume/parsed-resume';
import type { ClassifiedLine, ClassifiedText } from '../classify/classify-lines';
import { splitFields } from '../contact';
import type { SectionKey } from '../heading-words';
import { readEducation } from './education';
import { readExperience, toEntry } from './experience';
import {
  isSpokenLanguage,
  readClearance,
  readLanguages,
  readProjects,
  readVolunteer,
} from './extra-sections';
import { cleanCertification, dedupe, readItems, readSkills } from './lists';
import { isNameLike, readContact } from './read-contact';
import { readAwards, readInterests, readPublications } from './recognition-sections';
import { withoutRepeats } from './repeated-roles';
import type { HeaderReading } from './role-header';

export type AssembledResume = {
  resume: ParsedResume;
  /** Lines no section took: shown to the owner so nothing is silently lost. */
  unplacedLines: string[];
  /** Whether a name was found, rather than the first line taken for one. */
  hasName: boolean;
  /** For each role, what told its title from its employer (see HeaderReading). */
  roleReadings: Array<HeaderReading['decidedBy']>;
};

/** The optional sections, present only when the file has them. */
function readExtraSections(section: (key: SectionKey) => ClassifiedLine[]): Partial<ParsedResume> {
  const clearance = readClearance(section('clearance'));
  const projects = readProjects(section('projects'));
  const languages = readLanguages(section('languages'));
  // A "Languages" section of Python and Go lists skills; those lines are read with the skills.
  if (languages.length > 0 && languages.filter(isSpokenLanguage).length * 2 < languages.length)
    languages.length = 0;
  const volunteer = readVolunteer(section('volunteer'));
  const publications = readPublications(section('publications'));
  const awards = readAwards(section('awards'));
  const interests = readInterests(section('interests'));
  return {
    ...(clearance ? { clearance } : {}),
    ...(projects.length > 0 ? { projects } : {}),
    ...(languages.length > 0 ? { languages } : {}),
    ...(volunteer.length > 0 ? { volunteer } : {}),
    ...(publications.length > 0 ? { publications } : {}),
    ...(awards.length > 0 ? { awards } : {}),
    ...(interests.length > 0 ? { interests } : {}),
  };
}

/** The lines of a "Languages" section that names no spoken language: programming languages, so skills. */
function programmingLanguages(section: (key: SectionKey) => ClassifiedLine[]): ClassifiedLine[] {
  const lines = section('languages');
  const entries = readLanguages(lines);
  return entries.length > 0 && entries.filter(isSpokenLanguage).length * 2 < entries.length ? lines : [];
}

/** "Experience (continued)" on a later page goes on with the heading it repeats. */
const headingKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(?\b(?:cont(?:inued|'d|d)?\.?)\)?/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * The experience lines under each heading of their own: a role does not run on across a heading
 * of another wording ("Hobby experience" after "Work experience"), so what stands
 * under the later heading before its first role is not the role above's bullets.
 */
function experienceGroups(lines: ClassifiedLine[]): ClassifiedLine[][] {
  const groups: ClassifiedLine[][] = [[]];
  let lastHeading = '';
  for (const line of lines) {
    if (line.section !== 'experience') continue;
    if (line.label === 'heading') {
      const key = headingKey(line.text);
      if (lastHeading && key !== lastHeading && (groups.at(-1)?.length ?? 0) > 0) groups.push([]);
      lastHeading = key;
      continue;
    }
    groups.at(-1)?.push(line);
  }
  return groups;
}

/** Each group's roles in turn, as one experience, each role once however often it is told. */
function readExperienceGroups(groups: ClassifiedLine[][]): ReturnType<typeof readExperience> {
  const read = groups.map((group) => readExperience(group));
  const drafts = withoutRepeats(read.flatMap((part) => part.drafts));
  return {
    entries: drafts.map(toEntry),
    drafts,
    unplaced: read.flatMap((part) => part.unplaced),
  };
}

/** Stage 3 of the reader: the labelled lines of each section read into the resume's fields. */
export function assembleResume(classified: ClassifiedText): AssembledResume {
  const text = classified.lines.filter((line) => line.label !== 'heading');
  const preamble = text.filter((line) => line.section === null);
  const section = (key: SectionKey) => text.filter((line) => line.section === key);
  const allText = classified.lines.map((line) => line.text).join('\n');
  // A sidebar's "Contact" section holds what the top of a one-column resume would.
  const { contact, used } = readContact(
    [...preamble, ...section('contact')].map((line) => line.text),
    allText,
  );
  const leftover = preamble.filter((_, index) => !used.has(index));
  const introduction = leftover.filter((line) => line.text.split(/\s+/).length >= 12);
  const summaryLines = section('summary').length > 0 ? section('summary') : introduction;
  const experience = readExperienceGroups(experienceGroups(classified.lines));
  const unplaced = [
    ...leftover.filter((line) => !summaryLines.includes(line)).map((line) => line.text),
    ...experience.unplaced,
    ...section('other').map((line) => line.text),
  ];
  // No name in the header's fields: the first early line shaped like one, else the first line's first field.
  const early = classified.lines.slice(0, 8).map((line) => splitFields(line.text)[0] ?? '');
  const name = contact.name || early.find(isNameLike) || early[0] || 'Unnamed';
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
    // Read apart: a "Languages" section's dashed pairs must not set how the skills' list is read.
    skills: dedupe([...readSkills(section('skills')), ...readSkills(programmingLanguages(section))]),
    certifications: dedupe(
      readItems(section('certifications'), true).map(cleanCertification).filter(Boolean),
    ),
    achievements: readItems(section('achievements')),
    ...readExtraSections(section),
  };
  return {
    resume,
    unplacedLines: unplaced.filter((text) => text.trim()).slice(0, 50),
    hasName: contact.name !== '',
    roleReadings: experience.drafts.map((draft) => draft.reading.decidedBy),
  };
}
