import { isDeepStrictEqual } from 'node:util';
import type { JsonResume } from '../../shared/resume/json-resume-document';
import { type ParsedResume, parsedResumeSchema } from '../../shared/resume/parsed-resume';
import { mergeEntries, mergeSkills, readSkills } from './json-resume-merge';
import {
  absoluteUrl,
  awardEntryMap,
  awardMap,
  certificateMap,
  educationMap,
  interestMap,
  isAwardWithSource,
  type JsonEntry,
  languageMap,
  nonEmpty,
  projectMap,
  publicationMap,
  type SectionMap,
  str,
  volunteerMap,
  workMap,
} from './json-resume-sections';
import { isLocation } from './parse/contact';

const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type Basics = JsonResume['basics'];
type BasicsView = Pick<ParsedResume, 'name' | 'email' | 'phone' | 'location' | 'linkedin' | 'summary'>;

const isLinkedin = (profile: JsonEntry) => /linkedin/i.test(`${str(profile.network)} ${str(profile.url)}`);

function readBasics(basics: Basics): BasicsView {
  const place = basics.location;
  const location = place?.city
    ? [place.city, place.region || place.countryCode].filter(Boolean).join(', ')
    : (place?.address ?? '');
  const linkedin = basics.profiles?.find(isLinkedin);
  const linkedinUrl =
    linkedin?.url ?? (linkedin?.username ? `https://www.linkedin.com/in/${linkedin.username}` : undefined);
  return {
    name: basics.name.trim(),
    email: basics.email?.trim() ?? '',
    phone: basics.phone?.trim() ?? '',
    location: location.trim(),
    ...(linkedinUrl ? { linkedin: linkedinUrl.trim() } : {}),
    summary: basics.summary?.trim() ?? '',
  };
}

function writeLocation(text: string): JsonEntry | undefined {
  if (!text) return undefined;
  const [city, region] = isLocation(text) ? text.split(/,\s*/) : [];
  return city ? nonEmpty({ city, region }) : { address: text };
}

const linkedinProfiles = (url: string | undefined) =>
  url ? [{ network: 'LinkedIn', url: absoluteUrl(url) }] : [];

/**
 * Basics: a field the builder left as imported keeps its original form (a full address, every
 * profile); an edited one is written from the builder. The label is the original's; a resume that
 * never came from JSON Resume is labelled with its current title.
 */
function writeBasics(resume: ParsedResume, source: Basics | undefined): JsonEntry {
  const plain = nonEmpty({
    name: resume.name,
    email: resume.email,
    phone: resume.phone,
    summary: resume.summary,
    location: writeLocation(resume.location),
  });
  if (!source) {
    return {
      ...plain,
      ...(resume.experience[0]?.title ? { label: resume.experience[0].title } : {}),
      profiles: linkedinProfiles(resume.linkedin),
    };
  }
  const original = readBasics(source);
  const result: JsonEntry = { ...source };
  for (const key of ['name', 'email', 'phone', 'summary', 'location'] as const) {
    if (original[key] === resume[key]) continue;
    delete result[key];
    if (plain[key] !== undefined) result[key] = plain[key];
  }
  if (original.linkedin !== resume.linkedin) {
    const others = (source.profiles ?? []).filter((profile) => !isLinkedin(profile));
    result.profiles = [...others, ...linkedinProfiles(resume.linkedin)];
  }
  return result;
}

function entriesOf(source: JsonResume | undefined, key: string): JsonEntry[] {
  const value = source?.[key];
  return Array.isArray(value) ? (value as JsonEntry[]) : [];
}

/** A section the builder always holds; left out when empty and absent from the imported document. */
function section<B>(
  key: string,
  entries: B[],
  source: JsonResume | undefined,
  map: SectionMap<B>,
): JsonEntry {
  if (entries.length === 0 && source && source[key] === undefined) return {};
  return { [key]: mergeEntries(entries, entriesOf(source, key), map) };
}

/**
 * A section the builder may not hold: absent there means "not known", so the original stays as it
 * was; present (even emptied) means the builder's entries are written.
 */
function optionalSection<B>(
  key: string,
  entries: B[] | undefined,
  source: JsonResume | undefined,
  map: SectionMap<B>,
): JsonEntry {
  if (entries === undefined) return source?.[key] === undefined ? {} : { [key]: source[key] };
  if (entries.length === 0 && source?.[key] === undefined) return {};
  return { [key]: mergeEntries(entries, entriesOf(source, key), map) };
}

/**
 * To JSON Resume. Dates become ISO 8601 and "Present" an absent end date, as the standard wants.
 * A resume imported from JSON Resume carries that document: every part the builder does not show
 * (publications, interests, references, course lists, URLs…) is written back as it came.
 */
export function toJsonResume(resume: ParsedResume, now: Date = new Date()): JsonResume {
  const source = resume.jsonResumeSource;
  const kept: Record<string, unknown> = { ...source };
  delete kept.clearance;
  return {
    ...kept,
    $schema: source?.$schema ?? JSON_RESUME_SCHEMA,
    basics: writeBasics(resume, source?.basics) as Basics,
    ...section('work', resume.experience, source, workMap),
    ...optionalSection('volunteer', resume.volunteer, source, volunteerMap),
    ...section('education', resume.education, source, educationMap),
    ...writeAwards(resume, source),
    ...section('certificates', resume.certifications, source, certificateMap),
    ...(resume.skills.length === 0 && source && source.skills === undefined
      ? {}
      : { skills: mergeSkills(resume.skills, entriesOf(source, 'skills')) }),
    ...optionalSection('languages', resume.languages, source, languageMap),
    ...optionalSection('projects', resume.projects, source, projectMap),
    ...optionalSection('publications', resume.publications, source, publicationMap),
    ...optionalSection('interests', resume.interests, source, interestMap),
    // JSON Resume has no clearance section; it travels as an extra top-level field.
    ...(resume.clearance ? { clearance: resume.clearance } : {}),
    meta: { ...source?.meta, version: source?.meta?.version ?? 'v1.0.0', lastModified: now.toISOString() },
  };
}

/**
 * JSON Resume has one awards list; the builder holds awards (with an awarder or a date) and Key
 * Achievements (a line each). Both are written there, awards first; reading tells them apart by
 * the awarder and date.
 */
function writeAwards(resume: ParsedResume, source: JsonResume | undefined): JsonEntry {
  const sources = entriesOf(source, 'awards');
  if (resume.awards === undefined) return section('awards', resume.achievements, source, awardMap);
  const awards = mergeEntries(resume.awards, sources.filter(isAwardWithSource), awardEntryMap);
  const achievements = mergeEntries(
    resume.achievements,
    sources.filter((entry) => !isAwardWithSource(entry)),
    awardMap,
  );
  if (awards.length + achievements.length === 0 && source && source.awards === undefined) return {};
  return { awards: [...awards, ...achievements] };
}

/** The parts that matter for equality: everything but the schema link and the export time. */
function content(document: JsonResume): unknown {
  const { meta: _meta, $schema: _schema, ...rest } = document;
  return JSON.parse(JSON.stringify(rest));
}

/**
 * From JSON Resume into the builder's shape. When the builder cannot hold all of the document,
 * the document itself is kept with the resume (`jsonResumeSource`), so export loses nothing.
 */
export function fromJsonResume(input: JsonResume): ParsedResume {
  const entries = (key: string) => entriesOf(input, key);
  const optional = <B>(key: string, map: SectionMap<B>) =>
    Array.isArray(input[key]) ? { [key]: entries(key).map(map.read) } : {};
  const resume = parsedResumeSchema.parse({
    ...readBasics(input.basics),
    experience: entries('work').map(workMap.read),
    education: entries('education').map(educationMap.read),
    skills: readSkills(entries('skills')),
    certifications: entries('certificates').map(certificateMap.read).filter(Boolean),
    ...readAwards(entries('awards')),
    ...(typeof input.clearance === 'string' && input.clearance.trim() ? { clearance: input.clearance } : {}),
    ...optional('projects', projectMap),
    ...optional('languages', languageMap),
    ...optional('volunteer', volunteerMap),
    ...optional('publications', publicationMap),
    ...optional('interests', interestMap),
  });
  return isDeepStrictEqual(content(toJsonResume(resume)), content(input))
    ? resume
    : { ...resume, jsonResumeSource: input };
}

function readAwards(entries: JsonEntry[]): Pick<ParsedResume, 'achievements' | 'awards'> {
  const withSource = entries.filter(isAwardWithSource);
  const lines = entries
    .filter((entry) => !isAwardWithSource(entry))
    .map(awardMap.read)
    .filter(Boolean);
  return withSource.length > 0
    ? { achievements: lines, awards: withSource.map(awardEntryMap.read) }
    : { achievements: entries.map(awardMap.read).filter(Boolean) };
}
