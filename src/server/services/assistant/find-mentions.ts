import type { SiteContent } from '../../../../content/schema';
import { containsPhrase, isNearMatch, normalizeText, STOP_WORDS, singularize } from './normalize-text';

type WordMatcher = { word: string; indexes: number[] };
type PhraseMatcher = { phrase: string; indexes: number[] };
type YearSpan = { start: number; end: number };

export type EntityMatchers = {
  companyWords: WordMatcher[];
  rolePhrases: PhraseMatcher[];
  projectWords: WordMatcher[];
  spans: YearSpan[];
};

/** Explicit references in one message: roles by company, title, period or year; projects by title words. */
export type Mentions = {
  roles: number[];
  rolesBy: 'company' | 'title' | 'year' | null;
  projects: number[];
  /** How many distinct title words of the best project matched. */
  projectScore: number;
};

const GENERIC_COMPANY_WORDS = new Set(
  'a an the of and company inc llc ltd corp corporation group labs software studio studios interactive technology technologies advisor advisors advisory startup solutions systems services consulting partners'.split(
    ' ',
  ),
);
const GENERIC_PROJECT_WORDS = new Set(
  'a an the of and for it based program programme project system implementation strategic leadership management service operational cloud transformation corporate new'.split(
    ' ',
  ),
);
const PROJECT_SYNONYMS: Record<string, string[]> = { 'm&a': ['acquisition', 'merger'], okr: ['objective'] };

function addWord(matchers: WordMatcher[], word: string, index: number): void {
  const existing = matchers.find((matcher) => matcher.word === word);
  if (existing) {
    if (!existing.indexes.includes(index)) existing.indexes.push(index);
  } else matchers.push({ word, indexes: [index] });
}

function titleVariants(title: string): string[] {
  const variants = new Set<string>();
  for (const part of [title, ...title.split(' - ').slice(1)]) {
    const phrase = normalizeText(part);
    if (phrase === '') continue;
    variants.add(phrase);
    variants.add(phrase.replace(/\bsr\b/g, 'senior'));
    variants.add(phrase.replace(/\bops\b/g, 'operations'));
    variants.add(phrase.replace(/\bsr\b/g, 'senior').replace(/\bops\b/g, 'operations'));
  }
  return [...variants];
}

export function parseYearSpan(period: string): YearSpan {
  const years = (period.match(/\d{4}/g) ?? []).map(Number);
  const start = years[0] ?? 0;
  return { start, end: /present/i.test(period) ? Number.POSITIVE_INFINITY : (years[1] ?? start) };
}

export function buildEntityMatchers(content: SiteContent): EntityMatchers {
  const companyWords: WordMatcher[] = [];
  const rolePhrases: PhraseMatcher[] = [];
  content.roles.forEach((role, index) => {
    for (const word of normalizeText(role.company).split(' ')) {
      if (!GENERIC_COMPANY_WORDS.has(word) && word.length > 2) addWord(companyWords, word, index);
    }
    for (const phrase of [...titleVariants(role.title), normalizeText(role.period)]) {
      const existing = rolePhrases.find((matcher) => matcher.phrase === phrase);
      if (existing) existing.indexes.push(index);
      else rolePhrases.push({ phrase, indexes: [index] });
    }
  });
  rolePhrases.sort((a, b) => b.phrase.length - a.phrase.length);

  const titleWords = content.projects.map(
    (project) =>
      new Set(
        normalizeText(project.title)
          .split(' ')
          .map(singularize)
          .filter((word) => !GENERIC_PROJECT_WORDS.has(word)),
      ),
  );
  const projectWords: WordMatcher[] = [];
  titleWords.forEach((words, index) => {
    for (const word of words) {
      const isShared = titleWords.some((other, otherIndex) => otherIndex !== index && other.has(word));
      if (isShared) continue;
      for (const variant of [word, ...(PROJECT_SYNONYMS[word] ?? [])]) addWord(projectWords, variant, index);
    }
  });
  return {
    companyWords,
    rolePhrases,
    projectWords,
    spans: content.roles.map((role) => parseYearSpan(role.period)),
  };
}

function findYears(normalized: string): number[] {
  const years = (normalized.match(/\b(?:19[6-9]\d|20[0-4]\d)\b/g) ?? []).map(Number);
  const [first, second] = years;
  // "between 2013 and 2016" means every year in between.
  if (years.length === 2 && first !== undefined && second !== undefined && Math.abs(second - first) <= 20) {
    const low = Math.min(first, second);
    return Array.from({ length: Math.abs(second - first) + 1 }, (_, offset) => low + offset);
  }
  return years;
}

const unique = (values: number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

export function findMentions(normalized: string, matchers: EntityMatchers): Mentions {
  const words = normalized.split(' ').filter((word) => word.length > 1 && !STOP_WORDS.has(word));

  let remaining = normalized;
  const byTitle: number[] = [];
  for (const { phrase, indexes } of matchers.rolePhrases) {
    if (!containsPhrase(remaining, phrase)) continue;
    byTitle.push(...indexes);
    remaining = ` ${remaining} `.replace(` ${phrase} `, ' | ').trim();
  }
  const byCompany = matchers.companyWords
    .filter(({ word }) => words.some((candidate) => isNearMatch(candidate, word)))
    .flatMap(({ indexes }) => indexes);
  const years = findYears(normalized);
  const byYear = matchers.spans
    .map((span, index) => ({ span, index }))
    .filter(({ span }) => years.some((year) => span.start <= year && year <= span.end))
    .map(({ index }) => index);

  let roles: number[] = [];
  let rolesBy: Mentions['rolesBy'] = null;
  // "At Brightline in 2018" narrows the employer's roles to the year, when any match it.
  const narrow = (indexes: number[]) => {
    const inYear = indexes.filter((index) => byYear.includes(index));
    return inYear.length > 0 ? inYear : indexes;
  };
  if (byTitle.length > 0 && byCompany.length > 0) {
    const both = byTitle.filter((index) => byCompany.includes(index));
    roles = both.length > 0 ? both : byTitle;
    rolesBy = 'title';
  } else if (byTitle.length > 0) [roles, rolesBy] = [byTitle, 'title'];
  else if (byCompany.length > 0) [roles, rolesBy] = [narrow(byCompany), 'company'];
  else if (years.length > 0) [roles, rolesBy] = [byYear, 'year'];

  const scores = new Map<number, Set<string>>();
  for (const { word, indexes } of matchers.projectWords) {
    if (!words.some((candidate) => isNearMatch(candidate, word))) continue;
    for (const index of indexes) scores.set(index, (scores.get(index) ?? new Set()).add(word));
  }
  const projectScore = Math.max(0, ...[...scores.values()].map((matched) => matched.size));
  const projects = [...scores.entries()]
    .filter(([, matched]) => matched.size === projectScore)
    .map(([index]) => index);

  return { roles: unique(roles), rolesBy, projects: unique(projects), projectScore };
}
