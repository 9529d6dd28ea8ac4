import type { SiteContent } from '../../../../../content/schema';
import { normalizeText, singularize } from '../../../../shared/text/normalize-words';
import { isEnglishWord } from '../understand/english-words';
import { editDistance, STOP_WORDS } from '../understand/question-words';
import type { Focus } from './focus';
import type { PassageSource } from './passages';
import { employerOf } from './timeline';

/** A name the content uses, and what it refers to. `isWeak` names count only in pairs or beside "project". */
/** `isSingular`: a title word names his one role only as written ("for founders" is other people). */
type Matcher = { words: string[]; focus: Focus; isWeak: boolean; isSingular?: boolean };

export type Mention = { focus: Focus; start: number; end: number };

export type EntityMatchers = { matchers: Matcher[] };

const GENERIC_COMPANY_WORDS = new Set(
  'a an the of and company inc llc ltd corp group labs software studio studios interactive technology technologies advisor advisors advisory startup solutions systems services consulting partners logistics'.split(
    ' ',
  ),
);
const GENERIC_TITLE_WORDS = new Set(
  'it ops manager senior sr strategic ii services game test analyst operations lead head director'.split(' '),
);
const GENERIC_PROJECT_WORDS = new Set(
  'a an the of and for it based program programme project system implementation leadership management service corporate new center'.split(
    ' ',
  ),
);
/** Words that on their own name a project, besides its title. */
const PROJECT_ALIASES: Record<string, string[]> = {
  'm&a': ['acquisition', 'merger', 'm&a'],
  okr: ['okrs', 'objectives and key results'],
  asset: ['itam', 'asset management'],
  crm: ['player support', 'support platform'],
  cost: ['cost cutting', 'cost reduction', 'savings program'],
};
const PROJECT_NOUNS = new Set(
  'project projects program programs programme initiative initiatives implementation rollout effort work case study'.split(
    ' ',
  ),
);

const words = (text: string) => normalizeText(text).split(' ').filter(Boolean);

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const entry of value) collectStrings(entry, into);
  else if (value && typeof value === 'object')
    for (const entry of Object.values(value)) collectStrings(entry, into);
  return into;
}

/** Words the content only ever writes capitalised (Vancouver, OKR): names, not common nouns. */
function findProperNames(content: SiteContent): Set<string> {
  const lowercase = new Set<string>();
  const all = new Set<string>();
  for (const text of collectStrings(content, [])) {
    if (/^(https?:|\/)/.test(text)) continue;
    for (const token of text.match(/[A-Za-z][A-Za-z0-9&]*/g) ?? []) {
      all.add(token.toLowerCase());
      if (token === token.toLowerCase()) lowercase.add(token);
    }
  }
  return new Set([...all].filter((word) => !lowercase.has(word)));
}

function titleVariants(title: string): string[] {
  const variants = new Set<string>();
  for (const part of [title, ...title.split(' - ')]) {
    const phrase = normalizeText(part);
    if (phrase === '') continue;
    variants.add(phrase);
    variants.add(phrase.replace(/\bsr\b/g, 'senior'));
    variants.add(phrase.replace(/\bops\b/g, 'operations'));
    variants.add(phrase.replace(/\bsr\b/g, 'senior').replace(/\bops\b/g, 'operations'));
  }
  return [...variants];
}

/** Nouns for a piece of writing: "his trust piece", "the leadership article". */
const WRITING_NOUNS = ['piece', 'article', 'essay', 'column', 'op ed', 'write up', 'writeup', 'post'];

/**
 * "His trust piece", "the hypergrowth video": a word of a title with a noun for its kind names it,
 * where the word alone ("trust") would name nothing. Only words of five letters or more that are
 * not question words.
 */
function byTitleWord(title: string, nouns: readonly string[]): string[] {
  const distinctive = words(title).filter((word) => word.length >= 5 && !STOP_WORDS.has(word));
  return distinctive.flatMap((word) => nouns.map((noun) => `${word} ${noun}`));
}

/** Words a periodical's name ends with that visitors leave off: "CIO Perspectives" for "… Quarterly". */
const PERIODICAL_WORDS =
  /\s+(quarterly|monthly|weekly|daily|magazine|journal|review|digest|times|gazette|newsletter|online|network)$/i;

/** A publication by its name as written and without its periodical word, and a title word with a writing noun. */
function byPublication(name: string): string[] {
  return [name, name.replace(PERIODICAL_WORDS, ''), ...byTitleWord(name, WRITING_NOUNS)];
}

function itemMatchers(content: SiteContent): Matcher[] {
  const item = (source: PassageSource, name: string, phrases: string[]): Matcher[] =>
    phrases.map((phrase) => ({ words: words(phrase), focus: { kind: 'item', source, name }, isWeak: false }));
  const { featured, guestArticle, recognition } = content.awards;
  const credentials = content.skillCategories.flatMap((category, index) =>
    category.skills.flatMap((skill, skillIndex) => {
      if (typeof skill === 'string') return [];
      const [code = ''] = words(skill.text);
      const spelled = /:\s*(.+?)(?:\s*\(|$)/.exec(skill.text)?.[1];
      return item({ kind: 'credential', index, item: skillIndex }, skill.text, [
        code,
        ...(spelled ? [spelled] : []),
      ]);
    }),
  );
  return [
    ...credentials,
    ...item({ kind: 'award', item: 'recognition' }, recognition.title, [
      recognition.title.replace(/\baward\b/i, ''),
      'tech exec',
    ]),
    ...item({ kind: 'award', item: 'video' }, featured.title, [
      'video series',
      featured.title,
      featured.publisher,
      words(featured.publisher)[0] ?? '',
      'hypergrowth',
      ...byTitleWord(featured.title, ['video', 'videos', 'series', 'episode', 'episodes']),
    ]),
    ...item({ kind: 'award', item: 'article' }, guestArticle.title, [
      'guest article',
      ...byPublication(guestArticle.publication),
      guestArticle.title,
      ...byTitleWord(guestArticle.title, WRITING_NOUNS),
    ]),
    ...item({ kind: 'award', item: 'office-post' }, 'office post', ['office post', 'office opening post']),
    ...item({ kind: 'blog' }, 'the blog', ['blog', 'blog post', 'case study']),
    ...item({ kind: 'roi' }, 'the ROI Calculator', [
      'roi',
      'roi calculator',
      'return on investment',
      'business value calculator',
    ]),
  ].filter((matcher) => matcher.words.length > 0);
}

export function buildEntityMatchers(content: SiteContent): EntityMatchers {
  const matchers: Matcher[] = [];
  const allTitleWords = content.roles.map((role) => new Set(words(role.title)));
  content.roles.forEach((role, index) => {
    const focus: Focus = { kind: 'roles', indexes: [index] };
    for (const phrase of titleVariants(role.title))
      matchers.push({ words: phrase.split(' '), focus, isWeak: false, isSingular: !phrase.includes(' ') });
    for (const word of allTitleWords[index] ?? []) {
      const isUnique = allTitleWords.every((other, otherIndex) => otherIndex === index || !other.has(word));
      if (isUnique && word.length >= 6 && !GENERIC_TITLE_WORDS.has(word))
        matchers.push({ words: [word], focus, isWeak: false, isSingular: true });
    }
  });
  const employers = [...new Set(content.roles.map((role) => employerOf(role.company)))];
  for (const employer of employers) {
    const indexes = content.roles.flatMap((role, index) =>
      employerOf(role.company) === employer ? [index] : [],
    );
    const focus: Focus = { kind: 'roles', indexes, employer };
    matchers.push({ words: words(employer), focus, isWeak: false });
    for (const word of words(employer))
      if (!GENERIC_COMPANY_WORDS.has(word) && word.length > 3)
        matchers.push({ words: [word], focus, isWeak: false });
  }
  const projectWords = content.projects.map(
    (project) => new Set(words(project.title).filter((word) => !GENERIC_PROJECT_WORDS.has(word))),
  );
  const properNames = findProperNames(content);
  projectWords.forEach((set, index) => {
    const focus: Focus = { kind: 'project', index };
    for (const word of set) {
      const isShared = projectWords.some((other, otherIndex) => otherIndex !== index && other.has(word));
      if (isShared) continue;
      const isWeak = !properNames.has(word);
      matchers.push({ words: [word], focus, isWeak });
      for (const alias of PROJECT_ALIASES[word] ?? [])
        matchers.push({ words: words(alias), focus, isWeak: false });
    }
  });
  content.testimonials.forEach((testimonial, index) => {
    const focus: Focus = { kind: 'person', index };
    for (const word of words(testimonial.name)) matchers.push({ words: [word], focus, isWeak: false });
  });
  matchers.push(...itemMatchers(content));
  // Longest names first, so "Senior Game Test Analyst" is not also read as "Game Test Analyst".
  matchers.sort((a, b) => b.words.length - a.words.length);
  return { matchers };
}

/** A name matches its exact word, its plural, or one typo in a word of five letters or more. */
function matchesWord(candidate: string, target: string, known: ReadonlySet<string>): boolean {
  if (candidate === target || singularize(candidate) === singularize(target)) return true;
  // A real word is itself ("advisory" is not "advisor", "bridge" is not "Ridge"); only an unknown
  // word may be a typo of a name.
  if (target.length < 5 || candidate.length < 5 || known.has(candidate) || isEnglishWord(candidate))
    return false;
  return editDistance(candidate, target, 1) <= 1;
}

function findAt(
  questionWords: readonly string[],
  phrase: readonly string[],
  used: readonly boolean[],
  known: ReadonlySet<string>,
  isSingular = false,
): number {
  for (let start = 0; start + phrase.length <= questionWords.length; start += 1) {
    let isMatch = true;
    for (let offset = 0; offset < phrase.length && isMatch; offset += 1) {
      const word = questionWords[start + offset] ?? '';
      const target = phrase[offset] ?? '';
      isMatch =
        !used[start + offset] && matchesWord(word, target, known) && !(isSingular && word === `${target}s`);
    }
    if (isMatch) return start;
  }
  return -1;
}

const focusKey = (focus: Focus): string => JSON.stringify(focus);

/** The names in a question, in the order they appear; weak project words need a second word or "project". */
export function findMentions(
  questionWords: readonly string[],
  entities: EntityMatchers,
  known: ReadonlySet<string> = new Set(),
): Mention[] {
  const used = questionWords.map(() => false);
  const found: Mention[] = [];
  const weak = new Map<string, Mention[]>();
  for (const matcher of entities.matchers) {
    let start = findAt(questionWords, matcher.words, used, known, matcher.isSingular);
    while (start >= 0) {
      const mention = { focus: matcher.focus, start, end: start + matcher.words.length };
      for (let position = mention.start; position < mention.end; position += 1) used[position] = true;
      if (matcher.isWeak)
        weak.set(focusKey(matcher.focus), [...(weak.get(focusKey(matcher.focus)) ?? []), mention]);
      else found.push(mention);
      start = findAt(questionWords, matcher.words, used, known, matcher.isSingular);
    }
  }
  const hasProjectNoun = questionWords.some((word) => PROJECT_NOUNS.has(word));
  for (const mentions of weak.values()) {
    const [first] = mentions;
    if (!first) continue;
    const isNamed = found.some((mention) => focusKey(mention.focus) === focusKey(first.focus));
    if (isNamed || mentions.length >= 2 || hasProjectNoun) found.push(...mentions);
    else for (const mention of mentions) for (let p = mention.start; p < mention.end; p += 1) used[p] = false;
  }
  const unique = new Map<string, Mention>();
  for (const mention of found.sort((a, b) => a.start - b.start)) {
    const key = focusKey(mention.focus);
    const existing = unique.get(key);
    if (!existing) unique.set(key, { ...mention });
    else existing.end = Math.max(existing.end, mention.end);
  }
  return [...unique.values()];
}

/** Positions of the question's words that name something, so they are not read as topic words. */
export function mentionedPositions(mentions: readonly Mention[]): Set<number> {
  const positions = new Set<number>();
  for (const mention of mentions) for (let p = mention.start; p < mention.end; p += 1) positions.add(p);
  return positions;
}
