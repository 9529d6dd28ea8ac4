import type {
  AwardEntry,
  EducationEntry,
  ExperienceEntry,
  InterestEntry,
  ParsedResume,
  ProjectEntry,
  PublicationEntry,
  VolunteerEntry,
} from '../parsed-resume';

/**
 * The written resume as an ordered list of blocks: the one document model the Word and the PDF
 * writer both lay out, so the two files say the same thing in the same order. One column, standard
 * section names, every line in the body, as applicant tracking systems read best.
 */
export type ResumeBlock =
  | { kind: 'name'; text: string }
  /** Email, phone, place and profile: one line of parts joined by " | ". */
  | { kind: 'contact'; text: string; parts: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A role's title or a degree, in bold, kept with the lines under it. */
  | { kind: 'entry-title'; text: string }
  /** The line under an entry title: employer, place and dates. */
  | { kind: 'entry-meta'; text: string }
  | { kind: 'bullet'; text: string }
  /** Skills, languages or interests: one paragraph of items joined by ", ", never broken inside an item. */
  | { kind: 'inline-list'; text: string; items: string[] };

/** The sections every resume has, in their written order (the analysis checks for these). */
export const resumeHeadings = {
  summary: 'PROFESSIONAL SUMMARY',
  experience: 'PROFESSIONAL EXPERIENCE',
  education: 'EDUCATION',
  skills: 'TECHNICAL SKILLS',
  certifications: 'CERTIFICATIONS',
  achievements: 'KEY ACHIEVEMENTS',
} as const;

/** Sections written only when the resume has them. */
export const optionalHeadings = {
  clearance: 'SECURITY CLEARANCE',
  projects: 'PROJECTS',
  volunteer: 'VOLUNTEER EXPERIENCE',
  languages: 'LANGUAGES',
  awards: 'AWARDS',
  publications: 'PUBLICATIONS',
  interests: 'INTERESTS',
} as const;

const SEPARATOR = ' | ';

/** The name and the contact line, which a cover letter in the same template shares. */
export function resumeHeader(resume: ParsedResume): ResumeBlock[] {
  const contact = [resume.email, resume.phone, resume.location, resume.linkedin]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean);
  return [
    { kind: 'name', text: resume.name },
    ...(contact.length > 0
      ? [{ kind: 'contact' as const, text: contact.join(SEPARATOR), parts: contact }]
      : []),
  ];
}

export function layoutResume(resume: ParsedResume): ResumeBlock[] {
  return [
    ...resumeHeader(resume),
    ...section(resumeHeadings.summary, paragraphs([resume.summary])),
    ...section(optionalHeadings.clearance, paragraphs([resume.clearance])),
    ...section(resumeHeadings.experience, resume.experience.flatMap(experienceBlocks)),
    ...section(optionalHeadings.projects, (resume.projects ?? []).flatMap(projectBlocks)),
    ...section(optionalHeadings.volunteer, (resume.volunteer ?? []).flatMap(volunteerBlocks)),
    ...section(resumeHeadings.education, resume.education.flatMap(educationBlocks)),
    ...section(resumeHeadings.skills, inlineList(resume.skills)),
    ...section(resumeHeadings.certifications, bullets(resume.certifications)),
    ...section(
      optionalHeadings.languages,
      inlineList(
        (resume.languages ?? [])
          .filter((entry) => entry.language.trim())
          .map((entry) => (entry.fluency ? `${entry.language} (${entry.fluency})` : entry.language)),
      ),
    ),
    ...section(optionalHeadings.awards, (resume.awards ?? []).flatMap(awardBlocks)),
    ...section(optionalHeadings.publications, (resume.publications ?? []).flatMap(publicationBlocks)),
    ...section(resumeHeadings.achievements, bullets(resume.achievements)),
    ...section(optionalHeadings.interests, inlineList((resume.interests ?? []).map(describeInterest))),
  ];
}

function section(heading: string, body: ResumeBlock[]): ResumeBlock[] {
  return body.length === 0 ? [] : [{ kind: 'heading', text: heading }, ...body];
}

function paragraphs(texts: Array<string | undefined>): ResumeBlock[] {
  return texts.flatMap((text) => (text?.trim() ? [{ kind: 'paragraph' as const, text: text.trim() }] : []));
}

function inlineList(items: string[]): ResumeBlock[] {
  const kept = items.map((item) => item.trim()).filter(Boolean);
  return kept.length === 0 ? [] : [{ kind: 'inline-list', text: kept.join(', '), items: kept }];
}

function bullets(texts: string[]): ResumeBlock[] {
  return texts.filter((text) => text.trim()).map((text) => ({ kind: 'bullet' as const, text }));
}

function entry(title: string, meta: string, lines: string[]): ResumeBlock[] {
  return [
    { kind: 'entry-title', text: title },
    ...(meta ? [{ kind: 'entry-meta' as const, text: meta }] : []),
    ...bullets(lines),
  ];
}

function experienceBlocks(role: ExperienceEntry): ResumeBlock[] {
  const period = joinParts([role.startDate, role.endDate], ' - ');
  return entry(role.title, joinParts([placeOf(role.company, role.location), period]), role.bullets);
}

function volunteerBlocks(role: VolunteerEntry): ResumeBlock[] {
  const period = joinParts([role.startDate, role.endDate], ' - ');
  return entry(role.position, joinParts([placeOf(role.organization, role.location), period]), role.bullets);
}

/**
 * "Google, Mountain View, CA, USA": employer and place as resumes usually write them, which ATS
 * (and our reader) split at the place however many commas it has. An employer with a comma of
 * its own ("Smith, Jones & Co") is set apart by a bar instead, so its name is not cut there.
 */
function placeOf(employer: string, location: string | undefined): string {
  const name = employer.trim();
  const place = location?.trim() ?? '';
  if (!name || !place) return name || place;
  return name.includes(',') ? `${name}${SEPARATOR}${place}` : `${name}, ${place}`;
}

function projectBlocks(project: ProjectEntry): ResumeBlock[] {
  const period = joinParts([project.startDate, project.endDate], ' - ');
  return [
    ...entry(project.name, joinParts([project.url, period]), []),
    ...paragraphs([project.description]),
    ...bullets(project.bullets),
  ];
}

/**
 * The degree in bold and the school on the line below it; an entry with no degree is titled by
 * its school, so the school is never lost from a written resume.
 */
function educationBlocks(entry: EducationEntry): ResumeBlock[] {
  const title = entry.degree.trim() || entry.school.trim();
  const school = entry.degree.trim() ? entry.school : '';
  return [
    ...(title ? [{ kind: 'entry-title' as const, text: title }] : []),
    ...paragraphs([joinParts([school, entry.location, entry.graduationDate])]),
    ...(entry.gpa ? paragraphs([`GPA: ${entry.gpa}`]) : []),
  ];
}

function awardBlocks(award: AwardEntry): ResumeBlock[] {
  return [...entry(award.title, joinParts([award.awarder, award.date]), []), ...paragraphs([award.summary])];
}

function publicationBlocks(publication: PublicationEntry): ResumeBlock[] {
  return [
    ...entry(
      publication.name,
      joinParts([publication.publisher, publication.releaseDate, publication.url]),
      [],
    ),
    ...paragraphs([publication.summary]),
  ];
}

/** "Photography (film, darkroom)": an interest with the keywords the resume gives it. */
function describeInterest(interest: InterestEntry): string {
  const keywords = interest.keywords.map((keyword) => keyword.trim()).filter(Boolean);
  return keywords.length > 0 ? `${interest.name.trim()} (${keywords.join(', ')})` : interest.name.trim();
}

function joinParts(parts: Array<string | undefined>, separator = SEPARATOR): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);
}
