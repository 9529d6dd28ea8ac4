import MiniSearch from 'minisearch';
import type { SiteContent } from '../../../../../content/schema';
import { normalizeText } from '../../../../shared/text/normalize-words';
import { namesCountry, placeEntries } from '../understand/place-words';
import { STOP_WORDS } from '../understand/question-words';
import { buildVocabulary, type Vocabulary } from '../understand/spelling-words';
import { stemWord } from '../understand/stem-word';
import type { ThesaurusEntry } from '../understand/thesaurus';
import { buildEntityMatchers, type EntityMatchers } from './entities';
import { buildFacts, type Facts } from './facts';
import { buildPassages, type Passage } from './passages';
import { buildTimeline, employerOf, type Timeline } from './timeline';

/** Everything the assistant knows, built once from the content module and nothing else. */
export type Knowledge = {
  content: SiteContent;
  ownerName: string;
  firstName: string;
  /** The owner's name as lowercase words: read as "him" in questions. */
  nameWords: ReadonlySet<string>;
  passages: readonly Passage[];
  index: MiniSearch<Passage>;
  entities: EntityMatchers;
  vocabulary: Vocabulary;
  /**
   * The content's cities under their countries' names ("Canadian" finds Vancouver), for a question
   * that names a country; none for any other, so the gazetteer is read only when one is asked about.
   */
  placesFor: (normalized: string) => readonly ThesaurusEntry[];
  /** Words and stems of the owner's experience (not the blog about the site): does the content cover a word at all? */
  coverage: { words: ReadonlySet<string>; stems: ReadonlySet<string> };
  /** The roles each project belongs to, found from the numbers and names they share. */
  projectRoles: readonly number[][];
  /** How rare a stem is across the passages (ln of passages over passages holding it): rare words weigh more. */
  rarity: (stem: string) => number;
  /** The career timeline as of today; present roles end at the current month. */
  timelineAt: (now: Date) => Timeline;
  /** The content as typed facts, as of today's timeline. */
  factsAt: (timeline: Timeline) => Facts;
};

const tokenizeForIndex = (text: string): string[] => normalizeText(text).split(' ');

/** The metric values and distinctive words of a project that a role's achievements repeat. */
function linkProjectsToRoles(content: SiteContent): number[][] {
  const roleTexts = content.roles.map((role) =>
    [role.details.description, ...role.details.achievements].join(' '),
  );
  return content.projects.map((project) => {
    const values = project.metrics
      .map((metric) => metric.value)
      .filter((value) => /\d/.test(value) && value.length > 1);
    // A value many roles repeat ("99.9%") says less about which role a project belongs to.
    const weight = (value: string) =>
      2 / Math.max(1, roleTexts.filter((text) => text.includes(value)).length);
    const titleWords = normalizeText(project.title)
      .split(' ')
      .filter((word) => word.length > 3 && !STOP_WORDS.has(word));
    const scores = roleTexts.map((text) => {
      const normalized = ` ${normalizeText(text)} `;
      const shared = titleWords.filter((word) => normalized.includes(` ${word} `)).length;
      return values.reduce((sum, value) => sum + (text.includes(value) ? weight(value) : 0), 0) + shared;
    });
    const best = Math.max(...scores);
    if (best < 2) return [];
    return scores.flatMap((score, index) => (score >= Math.max(2, best - 1) ? [index] : []));
  });
}

export function buildKnowledge(content: SiteContent): Knowledge {
  const { firstName, lastName } = content.profile;
  const nameWords = new Set(normalizeText(`${firstName} ${lastName}`).split(' '));
  const passages = buildPassages(content);
  const index = new MiniSearch<Passage>({
    fields: ['text', 'topic'],
    idField: 'id',
    tokenize: tokenizeForIndex,
    processTerm: (term) => {
      const word = term.toLowerCase();
      if (word === '' || STOP_WORDS.has(word) || nameWords.has(word)) return null;
      return stemWord(word);
    },
  });
  index.addAll(passages);
  const contentWords = new Set(
    passages.flatMap((passage) => tokenizeForIndex(`${passage.text} ${passage.label}`)),
  );
  for (const role of content.roles)
    for (const word of tokenizeForIndex(employerOf(role.company))) contentWords.add(word);
  const experienceWords = new Set(
    passages
      .filter((passage) => passage.section !== 'blog' && passage.section !== 'roi-calculator')
      .flatMap((passage) => tokenizeForIndex(passage.text)),
  );
  const holding = new Map<string, number>();
  for (const passage of passages) {
    for (const stem of new Set(tokenizeForIndex(passage.text).map(stemWord)))
      holding.set(stem, (holding.get(stem) ?? 0) + 1);
  }
  const projectRoles = linkProjectsToRoles(content);
  let cached: { now: number; facts: Facts } | undefined;
  let places: readonly ThesaurusEntry[] | undefined;
  const rarity = (stem: string) => Math.log(1 + passages.length / (holding.get(stem) ?? 1)) ** 1.5;
  return {
    rarity,
    content,
    ownerName: `${firstName} ${lastName}`,
    firstName,
    nameWords,
    passages,
    index,
    entities: buildEntityMatchers(content),
    vocabulary: buildVocabulary([...contentWords], [...nameWords]),
    placesFor: (normalized) => {
      if (!namesCountry(normalized)) return [];
      places ??= placeEntries(passages.map((passage) => `${passage.label}. ${passage.text}`));
      return places;
    },
    coverage: { words: experienceWords, stems: new Set([...experienceWords].map(stemWord)) },
    projectRoles,
    timelineAt: (now) => buildTimeline(content, now),
    factsAt: (timeline) => {
      // One month's facts serve every question asked that month.
      if (cached?.now !== timeline.now)
        cached = { now: timeline.now, facts: buildFacts(content, timeline, passages, projectRoles) };
      return cached.facts;
    },
  };
}
