import type { LanguageEntry, ProjectEntry, VolunteerEntry } from '../../../../shared/resume/parsed-resume';
import type { ClassifiedLine } from '../classify/classify-lines';
import { findDateRange } from '../dates';
import { languageNameWords } from '../language-names';
import type { SourceLine } from '../source-lines';
import { readExperience } from './experience';
import { splitList } from './lists';

/** "Active TS/SCI with CI polygraph": the section's text as one statement. */
export function readClearance(lines: SourceLine[]): string {
  return lines
    .map((line) => line.text)
    .join('; ')
    .trim();
}

const FLUENCY =
  /^(?:native(?: speaker)?|mother tongue|bilingual|fluent|proficient|professional(?: working)?(?: proficiency)?|full professional proficiency|advanced|upper intermediate|intermediate|conversational|basic|elementary|beginner|limited working(?: proficiency)?|working knowledge|[abc][12])$/i;

/** Languages people speak: a "Languages" section that lists others lists programming languages, which are skills. */
const SPOKEN = new Set(
  `english spanish french german italian portuguese dutch flemish swedish norwegian danish finnish icelandic
  estonian latvian lithuanian polish czech slovak slovenian croatian serbian bosnian hungarian romanian
  bulgarian greek turkish russian ukrainian belarusian georgian armenian azerbaijani kazakh uzbek tajik
  persian farsi dari pashto urdu hindi bengali bangla punjabi gujarati marathi tamil telugu kannada
  malayalam sinhala sinhalese nepali arabic hebrew amharic swahili somali yoruba igbo hausa zulu xhosa
  afrikaans chinese mandarin cantonese japanese korean vietnamese thai khmer lao burmese malay indonesian
  tagalog filipino mongolian catalan basque galician irish welsh gaelic latin esperanto albanian
  macedonian maltese luxembourgish oshiwambo sign asl bsl`.split(/\s+/),
);

/**
 * Whether an entry names a spoken language ("English", "Brazilian Portuguese", "American Sign
 * Language"), in English or as another language names it ("Englisch", "engleski").
 */
export function isSpokenLanguage(entry: LanguageEntry): boolean {
  const named = languageNameWords();
  return entry.language
    .toLowerCase()
    .split(/[\s/(),-]+/)
    .some((word) => SPOKEN.has(word) || named.has(word));
}

/**
 * "English (Native), Spanish – Intermediate", "German: B2", or a language on one line and its
 * level on the next ("Spanish" above "Intermediate").
 */
export function readLanguages(lines: SourceLine[]): LanguageEntry[] {
  const entries: LanguageEntry[] = [];
  for (const line of lines) {
    for (const item of splitList(line.text)) {
      const paired = /^(.+?)\s*(?:\((.+)\)|[:–—-]\s*(.+))$/.exec(item);
      const language = paired?.[1]?.trim();
      const fluency = (paired?.[2] ?? paired?.[3] ?? '').trim();
      const last = entries.at(-1);
      if (language && fluency) entries.push({ language, fluency });
      else if (FLUENCY.test(item) && last && !last.fluency) last.fluency = item;
      else entries.push({ language: item, fluency: '' });
    }
  }
  return entries.filter((entry) => entry.language && !FLUENCY.test(entry.language));
}

const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S+/;

/** A project per name line; the lines after it are its description and bullets, a date range its dates. */
export function readProjects(lines: SourceLine[]): ProjectEntry[] {
  const projects: ProjectEntry[] = [];
  for (const source of lines) {
    const current = projects.at(-1);
    // A project's address on the line under its name ("https://… | 2021 - 2022") is its link.
    const url = current && !current.url && !source.isBullet ? WEB_ADDRESS.exec(source.text)?.[0] : undefined;
    if (current && url) {
      current.url = url;
      const rest = source.text.replace(url, '').replace(/^[\s|,–—-]+|[\s|,–—-]+$/g, '');
      if (!rest) continue;
    }
    const line = url ? { ...source, text: source.text.replace(url, '').replace(/^[\s|,–—-]+/, '') } : source;
    const range = findDateRange(line.text);
    const isName = !line.isBullet && line.text.split(/\s+/).length <= 8 && !/[.;]$/.test(line.text);
    if (!current || (isName && (current.bullets.length > 0 || current.description !== ''))) {
      const name = range
        ? line.text.replace(line.text.slice(range.index, range.index + range.length), '')
        : line.text;
      projects.push({
        name: name.replace(/[|,–—-]\s*$/, '').trim(),
        description: '',
        bullets: [],
        ...(range ? { startDate: range.startDate, endDate: range.endDate } : {}),
      });
      continue;
    }
    if (range && !current.startDate) {
      current.startDate = range.startDate;
      current.endDate = range.endDate;
    } else if (line.isBullet) current.bullets.push(line.text);
    else if (isName && current.description === '') current.description = line.text;
    else current.description = `${current.description} ${line.text}`.trim();
  }
  return projects;
}

/** Volunteer roles read like jobs: position, organisation, place, dates, bullets. */
export function readVolunteer(lines: ClassifiedLine[]): VolunteerEntry[] {
  return readExperience(lines).entries.map((role) => ({
    organization: role.company,
    position: role.title,
    ...(role.location ? { location: role.location } : {}),
    startDate: role.startDate,
    endDate: role.endDate,
    bullets: role.bullets,
  }));
}
