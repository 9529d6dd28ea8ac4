import {
  type AwardEntry,
  awardEntrySchema,
  type EducationEntry,
  type ExperienceEntry,
  educationEntrySchema,
  experienceEntrySchema,
  type InterestEntry,
  interestEntrySchema,
  type LanguageEntry,
  languageEntrySchema,
  type ProjectEntry,
  type PublicationEntry,
  projectEntrySchema,
  publicationEntrySchema,
  type VolunteerEntry,
  volunteerEntrySchema,
} from '../../shared/resume/parsed-resume';
import { fromIsoDate, isOpenEnded, toIsoDate } from './parse/dates';

export type JsonEntry = Record<string, unknown>;

/**
 * How one section's entries read from JSON Resume into the builder and write back. `fields` names
 * the JSON Resume keys each builder field comes from, so an edited field replaces just those keys
 * and leaves the rest of the original entry as it was.
 */
export type SectionMap<B> = {
  read: (entry: JsonEntry) => B;
  write: (entry: B) => JsonEntry;
  fields?: Record<string, string[]>;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const nonEmpty = (entries: Record<string, unknown>): JsonEntry =>
  Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined && value !== '' && value !== null),
  );

/** A summary paragraph reads as the first bullet, so it is shown and written to Word. */
const bulletsOf = (entry: JsonEntry): string[] =>
  [str(entry.summary), ...strings(entry.highlights)].filter((line) => line.trim());

/** JSON Resume leaves endDate out of a current role; the builder writes "Present". */
const endDateOf = (entry: JsonEntry): string =>
  entry.endDate ? fromIsoDate(str(entry.endDate)) : entry.startDate ? 'Present' : '';

function isoDate(text: string | undefined): string | undefined {
  return (text && !isOpenEnded(text) && toIsoDate(text)) || undefined;
}

/** The schema wants absolute URLs; "linkedin.com/in/x" as people type it gets its scheme. */
export function absoluteUrl(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
}

export const workMap: SectionMap<ExperienceEntry> = {
  read: (entry) =>
    experienceEntrySchema.parse({
      title: str(entry.position),
      company: str(entry.name),
      location: str(entry.location),
      startDate: fromIsoDate(str(entry.startDate)),
      endDate: endDateOf(entry),
      bullets: bulletsOf(entry),
    }),
  write: (role) =>
    nonEmpty({
      name: role.company,
      position: role.title,
      location: role.location,
      startDate: isoDate(role.startDate),
      endDate: isoDate(role.endDate),
      highlights: role.bullets,
    }),
  fields: {
    title: ['position'],
    company: ['name'],
    location: ['location'],
    startDate: ['startDate'],
    endDate: ['endDate'],
    bullets: ['summary', 'highlights'],
  },
};

export const volunteerMap: SectionMap<VolunteerEntry> = {
  read: (entry) =>
    volunteerEntrySchema.parse({
      organization: str(entry.organization),
      position: str(entry.position),
      ...(entry.location ? { location: str(entry.location) } : {}),
      startDate: fromIsoDate(str(entry.startDate)),
      endDate: endDateOf(entry),
      bullets: bulletsOf(entry),
    }),
  write: (entry) =>
    nonEmpty({
      organization: entry.organization,
      position: entry.position,
      location: entry.location,
      startDate: isoDate(entry.startDate),
      endDate: isoDate(entry.endDate),
      highlights: entry.bullets,
    }),
  fields: {
    organization: ['organization'],
    position: ['position'],
    location: ['location'],
    startDate: ['startDate'],
    endDate: ['endDate'],
    bullets: ['summary', 'highlights'],
  },
};

export const educationMap: SectionMap<EducationEntry> = {
  read: (entry) =>
    educationEntrySchema.parse({
      degree: [str(entry.studyType), str(entry.area)].filter((part) => part.trim()).join(', '),
      school: str(entry.institution),
      location: str(entry.location),
      graduationDate: fromIsoDate(str(entry.endDate)),
      ...(entry.score ? { gpa: str(entry.score) } : {}),
    }),
  write: (entry) =>
    nonEmpty({
      institution: entry.school,
      studyType: entry.degree,
      location: entry.location,
      endDate: isoDate(entry.graduationDate),
      score: entry.gpa,
    }),
  fields: {
    degree: ['studyType', 'area'],
    school: ['institution'],
    location: ['location'],
    graduationDate: ['endDate'],
    gpa: ['score'],
  },
};

export const projectMap: SectionMap<ProjectEntry> = {
  read: (entry) =>
    projectEntrySchema.parse({
      name: str(entry.name),
      description: str(entry.description),
      ...(entry.url ? { url: str(entry.url) } : {}),
      ...(entry.startDate ? { startDate: fromIsoDate(str(entry.startDate)) } : {}),
      ...(entry.endDate ? { endDate: fromIsoDate(str(entry.endDate)) } : {}),
      bullets: strings(entry.highlights),
    }),
  write: (entry) =>
    nonEmpty({
      name: entry.name,
      description: entry.description,
      url: absoluteUrl(entry.url),
      startDate: isoDate(entry.startDate),
      endDate: isoDate(entry.endDate),
      highlights: entry.bullets,
    }),
  fields: {
    name: ['name'],
    description: ['description'],
    url: ['url'],
    startDate: ['startDate'],
    endDate: ['endDate'],
    bullets: ['highlights'],
  },
};

export const languageMap: SectionMap<LanguageEntry> = {
  read: (entry) => languageEntrySchema.parse({ language: str(entry.language), fluency: str(entry.fluency) }),
  write: (entry) => nonEmpty({ language: entry.language, fluency: entry.fluency }),
  fields: { language: ['language'], fluency: ['fluency'] },
};

/** A certificate reads as one line, "Name (Issuer)"; a line written in the builder is its name. */
export const certificateMap: SectionMap<string> = {
  read: (entry) => {
    const name = str(entry.name).trim();
    const issuer = str(entry.issuer).trim();
    return issuer ? `${name} (${issuer})` : name;
  },
  write: (name) => ({ name }),
};

/** Achievements travel as awards: "Title: summary" one way, a title the other. */
export const awardMap: SectionMap<string> = {
  read: (entry) => {
    const title = str(entry.title).trim();
    const summary = str(entry.summary).trim();
    return summary ? `${title}: ${summary}` : title;
  },
  write: (title) => ({ title }),
};

export const publicationMap: SectionMap<PublicationEntry> = {
  read: (entry) =>
    publicationEntrySchema.parse({
      name: str(entry.name),
      publisher: str(entry.publisher),
      releaseDate: fromIsoDate(str(entry.releaseDate)),
      ...(entry.url ? { url: str(entry.url) } : {}),
      ...(entry.summary ? { summary: str(entry.summary) } : {}),
    }),
  write: (entry) =>
    nonEmpty({
      name: entry.name,
      publisher: entry.publisher,
      releaseDate: isoDate(entry.releaseDate),
      url: absoluteUrl(entry.url),
      summary: entry.summary,
    }),
  fields: {
    name: ['name'],
    publisher: ['publisher'],
    releaseDate: ['releaseDate'],
    url: ['url'],
    summary: ['summary'],
  },
};

/** An award with its awarder or date; one with neither travels as a Key Achievement. */
export const awardEntryMap: SectionMap<AwardEntry> = {
  read: (entry) =>
    awardEntrySchema.parse({
      title: str(entry.title),
      awarder: str(entry.awarder),
      date: fromIsoDate(str(entry.date)),
      ...(entry.summary ? { summary: str(entry.summary) } : {}),
    }),
  write: (entry) =>
    nonEmpty({
      title: entry.title,
      awarder: entry.awarder,
      date: isoDate(entry.date),
      summary: entry.summary,
    }),
  fields: { title: ['title'], awarder: ['awarder'], date: ['date'], summary: ['summary'] },
};

export const isAwardWithSource = (entry: JsonEntry): boolean =>
  Boolean(str(entry.awarder) || str(entry.date));

export const interestMap: SectionMap<InterestEntry> = {
  read: (entry) => interestEntrySchema.parse({ name: str(entry.name), keywords: strings(entry.keywords) }),
  write: (entry) =>
    nonEmpty({ name: entry.name, keywords: entry.keywords.length ? entry.keywords : undefined }),
  fields: { name: ['name'], keywords: ['keywords'] },
};

export { nonEmpty, str, strings };
