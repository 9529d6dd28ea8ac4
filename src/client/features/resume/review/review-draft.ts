import {
  type EducationEntry,
  type ExperienceEntry,
  type ParsedResume,
  parsedResumeSchema,
} from '../../../../shared/resume/parsed-resume';

/** Pure edits of the review form's draft: every change returns a new array, nothing mutates. */
export function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  return items.map((item, position) => (position === index ? value : item));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_item, position) => position !== index);
}

export const emptyRole = (): ExperienceEntry => ({
  title: '',
  company: '',
  location: '',
  startDate: '',
  endDate: '',
  bullets: [''],
});

export const emptySchool = (): EducationEntry => ({
  degree: '',
  school: '',
  location: '',
  graduationDate: '',
});

const filled = (texts: string[]) => texts.map((text) => text.trim()).filter(Boolean);

/** A bullet short enough, and not a sentence, to be the next role's title line. */
const isHeaderLike = (text: string) => text.trim().split(/\s+/).length <= 10 && !/[.;!?]$/.test(text.trim());

/**
 * One role read as two: the bullets from `bulletIndex` on become a new role right after it. A
 * bullet that reads as a header (short, no sentence) becomes the new role's title; its employer,
 * place and dates are left for the owner to fill in.
 */
export function splitRole(
  experience: readonly ExperienceEntry[],
  index: number,
  bulletIndex: number,
): ExperienceEntry[] {
  const role = experience[index];
  if (!role || bulletIndex <= 0 || bulletIndex >= role.bullets.length) return [...experience];
  const moved = role.bullets.slice(bulletIndex);
  const [first = '', ...rest] = moved;
  const next: ExperienceEntry = {
    ...emptyRole(),
    ...(isHeaderLike(first)
      ? { title: first.trim(), bullets: rest.length > 0 ? rest : [''] }
      : { bullets: moved }),
  };
  return [
    ...experience.slice(0, index),
    { ...role, bullets: role.bullets.slice(0, bulletIndex) },
    next,
    ...experience.slice(index + 1),
  ];
}

/** The role with its title and employer the other way round, for a header the reader read backwards. */
export function swapTitleAndCompany(role: ExperienceEntry): ExperienceEntry {
  return { ...role, title: role.company, company: role.title };
}

/**
 * The draft as it will be saved: blank bullets and list items dropped, untouched blank cards
 * removed, then checked against the shared schema. Problems are worded for the form, naming the
 * card, so the owner knows where to look.
 */
export function finishDraft(draft: ParsedResume): { resume: ParsedResume } | { problems: string[] } {
  const problems: string[] = [];
  const experience = draft.experience
    .map((role) => ({ ...role, bullets: filled(role.bullets) }))
    .filter((role) =>
      [role.title, role.company, role.startDate, ...role.bullets].some((text) => text.trim()),
    );
  experience.forEach((role, index) => {
    if (!role.title.trim() && !role.company.trim()) {
      problems.push(`Role ${index + 1} needs a title or a company.`);
    }
  });
  const education = draft.education
    .filter((entry) => [entry.degree, entry.school, entry.graduationDate].some((text) => text.trim()))
    .map(({ gpa, ...entry }) => (gpa?.trim() ? { ...entry, gpa } : entry));
  const { linkedin, clearance, ...rest } = draft;
  if (!draft.name.trim()) problems.unshift('Name is required.');
  // A field emptied in the form is left out, as the parser leaves out what it did not find.
  const parsed = parsedResumeSchema.safeParse({
    ...rest,
    ...(linkedin?.trim() ? { linkedin } : {}),
    ...(clearance?.trim() ? { clearance } : {}),
    experience,
    education,
    skills: filled(draft.skills),
    certifications: filled(draft.certifications),
    achievements: filled(draft.achievements),
    ...(draft.projects
      ? {
          projects: draft.projects.map(({ url, ...project }) => ({
            ...project,
            ...(url?.trim() ? { url } : {}),
            bullets: filled(project.bullets),
          })),
        }
      : {}),
    ...(draft.volunteer
      ? { volunteer: draft.volunteer.map((entry) => ({ ...entry, bullets: filled(entry.bullets) })) }
      : {}),
    ...(draft.languages ? { languages: draft.languages.filter((entry) => entry.language.trim()) } : {}),
    ...(draft.publications ? { publications: draft.publications.filter((entry) => entry.name.trim()) } : {}),
    ...(draft.awards ? { awards: draft.awards.filter((entry) => entry.title.trim()) } : {}),
    ...(draft.interests
      ? {
          interests: draft.interests
            .filter((entry) => entry.name.trim())
            .map((entry) => ({ ...entry, keywords: filled(entry.keywords) })),
        }
      : {}),
  });
  if (problems.length > 0) return { problems };
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join(' ')}: ${issue.message}`) };
  }
  return { resume: parsed.data };
}
