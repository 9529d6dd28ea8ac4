import type {
  EducationEntry,
  ExperienceEntry,
  ParsedResume,
  ProjectEntry,
  VolunteerEntry,
} from '../../shared/resume/parsed-resume';

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
  /** Skills or languages: one paragraph of items joined by ", ", never broken inside an item. */
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
} as const;

const SEPARATOR = ' | ';

export function layoutResume(resume: ParsedResume): ResumeBlock[] {
  const contact = [resume.email, resume.phone, resume.location, resume.linkedin]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean);
  return [
    { kind: 'name', text: resume.name },
    ...(contact.length > 0
      ? [{ kind: 'contact' as const, text: contact.join(SEPARATOR), parts: contact }]
      : []),
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
    ...section(resumeHeadings.achievements, bullets(resume.achievements)),
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
  return entry(role.title, joinParts([role.company, role.location, period]), role.bullets);
}

function volunteerBlocks(role: VolunteerEntry): ResumeBlock[] {
  const period = joinParts([role.startDate, role.endDate], ' - ');
  return entry(role.position, joinParts([role.organization, role.location, period]), role.bullets);
}

function projectBlocks(project: ProjectEntry): ResumeBlock[] {
  const period = joinParts([project.startDate, project.endDate], ' - ');
  return [
    ...entry(project.name, joinParts([project.url, period]), []),
    ...paragraphs([project.description]),
    ...bullets(project.bullets),
  ];
}

function educationBlocks(school: EducationEntry): ResumeBlock[] {
  return [
    { kind: 'entry-title', text: school.degree },
    ...paragraphs([joinParts([school.school, school.location, school.graduationDate])]),
    ...(school.gpa ? paragraphs([`GPA: ${school.gpa}`]) : []),
  ];
}

function joinParts(parts: Array<string | undefined>, separator = SEPARATOR): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);
}
