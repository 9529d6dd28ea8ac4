import type { JsonResume } from '../../shared/resume/json-resume-document';
import { str } from './json-resume-sections';

/** The JSON Resume keys each section's builder fields are read from. */
const SHOWN: Record<string, string[]> = {
  work: ['name', 'position', 'location', 'startDate', 'endDate', 'summary', 'highlights'],
  volunteer: ['organization', 'position', 'location', 'startDate', 'endDate', 'summary', 'highlights'],
  education: ['institution', 'studyType', 'area', 'location', 'endDate', 'score'],
  projects: ['name', 'description', 'url', 'startDate', 'endDate', 'highlights'],
  languages: ['language', 'fluency'],
  certificates: ['name', 'issuer'],
  awards: ['title', 'summary', 'awarder', 'date'],
  publications: ['name', 'publisher', 'releaseDate', 'url', 'summary'],
  interests: ['name', 'keywords'],
  skills: ['keywords'],
};
const BASICS_SHOWN = new Set(['name', 'email', 'phone', 'summary', 'location', 'profiles']);
const NOT_CONTENT = new Set(['$schema', 'meta', 'basics', 'clearance']);

const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : [];

/**
 * What the builder cannot show of an imported JSON Resume document, one line per section. These
 * parts are kept and exported again; the owner is told they will not appear in the Word or PDF file.
 */
export function describeUnshownParts(document: JsonResume): string[] {
  const lines: string[] = [];
  const basics = unshownBasics(document.basics);
  if (basics.length > 0) lines.push(`basics: ${basics.join(', ')}`);
  for (const [section, shown] of Object.entries(SHOWN)) {
    const keys = new Set<string>();
    for (const entry of objects(document[section])) {
      for (const [key, value] of Object.entries(entry)) {
        if (value === '' || (Array.isArray(value) && value.length === 0)) continue;
        if (!shown.includes(key)) keys.add(section === 'skills' && key === 'name' ? 'group names' : key);
      }
    }
    if (keys.size > 0) lines.push(`${section}: ${[...keys].join(', ')}`);
  }
  for (const [key, value] of Object.entries(document)) {
    if (NOT_CONTENT.has(key) || key in SHOWN || value === undefined) continue;
    const count = Array.isArray(value) ? ` (${value.length})` : '';
    lines.push(`${key}${count}`);
  }
  return lines.map(
    (line) => `Kept for JSON Resume export but not shown in the builder, Word or PDF: ${line}.`,
  );
}

function unshownBasics(basics: JsonResume['basics']): string[] {
  const parts = Object.entries(basics)
    .filter(([key, value]) => !BASICS_SHOWN.has(key) && value !== '' && value !== undefined)
    .map(([key]) => key);
  const others = (basics.profiles ?? []).filter(
    (profile) => !/linkedin/i.test(`${str(profile.network)} ${str(profile.url)}`),
  );
  if (others.length > 0) parts.push(`profiles (${others.map((profile) => str(profile.network)).join(', ')})`);
  const place = basics.location ?? {};
  // The builder's location line is "City, Region" (or the country when there is no region).
  const shownPlace = place.city ? ['city', place.region ? 'region' : 'countryCode'] : ['address'];
  const hiddenPlace = Object.entries(place)
    .filter(([key, value]) => value && !shownPlace.includes(key))
    .map(([key]) => key);
  if (hiddenPlace.length > 0) parts.push(`location (${hiddenPlace.join(', ')})`);
  return parts;
}
