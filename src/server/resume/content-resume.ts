import type { Project, Role, SiteContent, SkillCategory } from '../../../content/schema';
import type { EducationEntry, ExperienceEntry, ParsedResume } from '../../shared/resume/parsed-resume';

const SUMMARY_SENTENCES = 4;
const MIN_SUMMARY_SENTENCES = 3;
const SUMMARY_WORD_BUDGET = 120;
const STOP_WORDS = new Set(
  'with that than more have from into this which while their also been every what where when over'.split(' '),
);
const MIN_ACHIEVEMENTS = 5;
const MAX_ACHIEVEMENTS = 6;

const DEGREE_PATTERN =
  /\b(MBA|M\.B\.A\.?|Master|Bachelor|Doctor(ate)?|Ph\.?D|Associate'?s? (Degree|of)|B\.?S\.?c?|B\.?A\.?|M\.?S\.?c?|Degree|Diploma)\b/i;
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const GRADUATION_PATTERN = new RegExp(
  `\\(?\\s*((?:(?:Expected|Anticipated|Graduat(?:ed|ing)|Class of)[:\\s]+)?(?:${MONTH}\\.?\\s+)?(?:19|20)\\d{2})\\s*\\)?`,
  'i',
);
// Abbreviations that end in a full stop without ending the sentence.
const ABBREVIATION = /\b(Sr|Jr|Dr|Mr|Mrs|Ms|St|Inc|Ltd|Co|Corp|vs|etc|e\.g|i\.e|U\.S|approx)\.$/i;

/** The owner's default resume, taken only from the site content: nothing is added that it does not say. */
export function buildResumeFromContent(content: SiteContent): ParsedResume {
  const { profile, contact } = content;
  const credentials = content.skillCategories.find(isCredentialCategory);
  const credentialTexts = credentials ? credentials.skills.map(readSkillText) : [];
  return {
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    email: contact.email,
    phone: contact.phone,
    location: contact.location,
    linkedin: contact.linkedinUrl,
    summary: condenseSummary(profile.headline, profile.pitch, profile.summary),
    experience: content.roles.map(convertRole),
    education: credentialTexts.filter(isDegree).map(parseEducation),
    skills: dedupe(
      content.skillCategories
        .filter((category) => category !== credentials)
        .flatMap((c) => c.skills.map(readSkillText)),
    ),
    certifications: dedupe(credentialTexts.filter((entry) => !isDegree(entry))),
    achievements: pickAchievements(content.projects),
  };
}

/** "May 2024 - Present" → May 2024 and Present; a single date is the start with no end. */
export function splitPeriod(period: string): { startDate: string; endDate: string } {
  const [start = '', end] = period.split(/\s+(?:-|–|—|to|until)\s+|\s*[–—]\s*/i, 2);
  return { startDate: start.trim(), endDate: end?.trim() ?? '' };
}

function convertRole(role: Role): ExperienceEntry {
  return {
    title: role.title,
    company: role.company,
    location: role.location,
    ...splitPeriod(role.period),
    bullets: dedupe([...role.details.achievements, ...role.details.responsibilities]),
  };
}

function isCredentialCategory(category: SkillCategory): boolean {
  return /education|certification/i.test(category.title);
}

function readSkillText(skill: SkillCategory['skills'][number]): string {
  return typeof skill === 'string' ? skill : skill.text;
}

function isDegree(entry: string): boolean {
  return DEGREE_PATTERN.test(entry);
}

/** Reads "MBA - School, Place (Expected January 2027)" and similar; missing parts stay empty. */
export function parseEducation(entry: string): EducationEntry {
  const date = GRADUATION_PATTERN.exec(entry);
  const rest = date ? entry.replace(date[0], ' ') : entry;
  const parts = rest
    .split(/\s+[-–—|]\s+|\s*[–—|]\s*|,\s+|\s+at\s+/)
    .map((part) => part.replace(/[()]/g, '').trim())
    .filter((part) => part.length > 0);
  return {
    degree: parts[0] ?? entry.trim(),
    school: parts[1] ?? '',
    location: parts.slice(2).join(', '),
    graduationDate: capitalize(date?.[1]?.trim() ?? ''),
  };
}

type SummaryUnit = { text: string; sentences: number; words: number; score: number; order: number };

/**
 * Condenses the pitch and summary to a few sentences: the pitch's opening line, then the most
 * quantified sentences, in reading order. A sentence that repeats an earlier one is dropped, and
 * one that opens with "That..." stays with the sentence it points back to.
 */
function condenseSummary(headline: string, pitch: string, summary: string[]): string {
  const paragraphs = isSentence(headline) ? [headline, pitch, ...summary] : [pitch, ...summary];
  const units = paragraphs.flatMap(groupSentences).map((unit, order) => ({ ...unit, order }));
  const distinct = units.filter(
    (unit, index) => !units.slice(0, index).some((other) => isRepeat(unit, other)),
  );
  const [lead, ...rest] = distinct;
  if (!lead) return '';
  const chosen = [lead];
  for (const unit of rest.sort((a, b) => b.score - a.score || a.order - b.order)) {
    const sentences = sumOf(chosen, 'sentences');
    if (sentences + unit.sentences > SUMMARY_SENTENCES) continue;
    if (sentences >= MIN_SUMMARY_SENTENCES && sumOf(chosen, 'words') + unit.words > SUMMARY_WORD_BUDGET)
      continue;
    chosen.push(unit);
  }
  return chosen
    .sort((a, b) => a.order - b.order)
    .map((unit) => unit.text)
    .join(' ');
}

function groupSentences(paragraph: string): Omit<SummaryUnit, 'order'>[] {
  const groups: string[][] = [];
  for (const sentence of splitSentences(paragraph)) {
    const previous = groups.at(-1);
    if (previous && /^(This|That|These|Those|It|Such)\b/.test(sentence)) previous.push(sentence);
    else groups.push([sentence]);
  }
  return groups.map((group) => {
    const text = group.join(' ');
    return { text, sentences: group.length, words: text.split(/\s+/).length, score: scoreQuantity(text) };
  });
}

/** Half or more of the shorter sentence's meaningful words appear in the other. */
function isRepeat(unit: SummaryUnit, other: SummaryUnit): boolean {
  const [mine, theirs] = [listKeywords(unit.text), listKeywords(other.text)];
  const shared = [...mine].filter((word) => theirs.has(word)).length;
  return shared / Math.max(1, Math.min(mine.size, theirs.size)) >= 0.5;
}

function listKeywords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9$][a-z0-9$%+.,-]*[a-z0-9%+]/g) ?? [];
  return new Set(words.filter((word) => word.length > 3 && !STOP_WORDS.has(word)));
}

function sumOf(units: SummaryUnit[], key: 'sentences' | 'words'): number {
  return units.reduce((total, unit) => total + unit[key], 0);
}

function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let current = '';
  for (const word of paragraph.trim().split(/\s+/)) {
    current = current ? `${current} ${word}` : word;
    if (/[.!?]["'”)]?$/.test(word) && !ABBREVIATION.test(word)) {
      sentences.push(current);
      current = '';
    }
  }
  if (current) sentences.push(current);
  return sentences;
}

function isSentence(text: string): boolean {
  return /[.!?]$/.test(text.trim());
}

/**
 * The most quantified project outcomes: the best of each project first so the list shows breadth,
 * and an outcome whose figures are all already shown only when the list would be too short.
 */
function pickAchievements(projects: Project[]): string[] {
  const scored = projects.flatMap((project, projectIndex) =>
    project.details.outcomes
      .map((outcome, index) => ({ outcome, projectIndex, index, score: scoreQuantity(outcome) }))
      .filter((candidate) => candidate.score > 0),
  );
  const byStrength = scored.sort(
    (a, b) => b.score - a.score || a.projectIndex - b.projectIndex || a.index - b.index,
  );
  const bestPerProject = byStrength.filter(
    (candidate, position) =>
      byStrength.findIndex((other) => other.projectIndex === candidate.projectIndex) === position,
  );
  const ranked = dedupe([...bestPerProject, ...byStrength].map((candidate) => candidate.outcome));
  const picked: string[] = [];
  const shownFigures = new Set<string>();
  for (const outcome of ranked) {
    const figures = listFigures(outcome);
    if (picked.length === MAX_ACHIEVEMENTS || figures.every((figure) => shownFigures.has(figure))) continue;
    picked.push(outcome);
    for (const figure of figures) shownFigures.add(figure);
  }
  const repeats = ranked.filter((outcome) => !picked.includes(outcome));
  return [...picked, ...repeats.slice(0, Math.max(0, MIN_ACHIEVEMENTS - picked.length))];
}

function listFigures(text: string): string[] {
  return text.match(/[$€£]?\d[\d,.]*\s?(?:[KMB]\b|%|x\b)?\+?/gi)?.map((figure) => figure.trim()) ?? [];
}

/** Money weighs most, then percentages and multiples, then any other figure. */
function scoreQuantity(text: string): number {
  const money = text.match(/[$€£]\s?\d[\d,.]*\s?(?:[KMB]\b|million|billion|thousand)?/gi)?.length ?? 0;
  const ratios = text.match(/\d[\d,.]*\s?(?:%|percent\b|x\b)/gi)?.length ?? 0;
  const figures = text.match(/\d[\d,.]*\+?/g)?.length ?? 0;
  return money * 4 + ratios * 3 + Math.max(0, figures - money - ratios);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item
      .toLowerCase()
      .replace(/[.;:!\s]+$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
