import { containsPhrase, normalizeText } from '../../../../shared/text/normalize-words';
import type { Knowledge } from '../knowledge/knowledge';
import type { Passage } from '../knowledge/passages';
import { STOP_WORDS } from '../understand/question-words';
import { stemWord } from '../understand/stem-word';
import { findExpansions } from '../understand/thesaurus';

export type Hit = { passage: Passage; score: number; terms: string[] };

export type SearchOptions = {
  limit: number;
  /** Only passages for which this holds (a role, a project, not the blog...). */
  filter?: (passage: Passage) => boolean;
  /** A factor on a passage's score, such as favouring passages with numbers for "how many". */
  boost?: (passage: Passage) => number;
  /** The question as written, when the words searched are only some of its words. */
  written?: string;
};

/**
 * Words that say how something is asked, not what: "the name of the consultancy" is not about
 * "Named a … honoree", nor "received any recognition" about "receiving practices".
 */
const ASKING = new Set([
  'name',
  'names',
  'called',
  'receive',
  'received',
  'receives',
  'earn',
  'earned',
  'earns',
]);
const SYNONYM_WEIGHT = 0.6;
const INEXACT_WEIGHT = 0.5;
/** A word found only in the heading a passage sits under says less about it than its own words. */
const TOPIC_WEIGHT = 0.6;
const COVERAGE_BONUS = 0.3;
const PHRASE_BONUS = 0.5;

/** A query: each stem searched for, its weight, and the question word (concept) it stands for. */
export type Query = {
  words: string[];
  weights: Map<string, number>;
  concepts: Map<string, string>;
  /** Word pairs of the question and multi-word content phrases: a passage holding one whole ranks higher. */
  phrases: string[];
};

/** The question's own words and the thesaurus words for them; weights are keyed by stem, as the index stores terms. */
export function buildQuery(words: readonly string[], knowledge: Knowledge, written?: string): Query {
  const query: Query = { words: [], weights: new Map(), concepts: new Map(), phrases: [] };
  const add = (word: string, weight: number, concept: string) => {
    if (STOP_WORDS.has(word) || ASKING.has(word) || knowledge.nameWords.has(word) || word === 'him') return;
    const stem = stemWord(word);
    if ((query.weights.get(stem) ?? 0) >= weight) return;
    if (!query.weights.has(stem)) query.words.push(word);
    query.weights.set(stem, weight);
    query.concepts.set(stem, concept);
  };
  const joined = words.join(' ');
  // A phrase with a small word inside it ("keep the lights on") is lost once "the" is dropped
  // from the words searched: it is looked for in what the visitor wrote.
  const lost = written
    ? findExpansions(written).filter((expansion) =>
        expansion.phrases.some(
          (phrase) =>
            phrase
              .split(' ')
              .slice(1, -1)
              .some((word) => STOP_WORDS.has(word)) && !` ${joined} `.includes(` ${phrase} `),
        ),
      )
    : [];
  const expansions = [...findExpansions(joined, knowledge.placesFor(joined)), ...lost];
  // "video games" or "help desk" is one thing, and "based" means a location: such words are
  // searched through the content's words for them, never by themselves.
  const replaces = (expansion: (typeof expansions)[number]) =>
    expansion.phrases.filter((phrase) => phrase.includes(' ') || expansion.isReplacing);
  const inPhrase = new Set(expansions.flatMap(replaces).flatMap((phrase) => phrase.split(' ')));
  // "Can he help secure our accounts?" asks about the accounts, not passages that say "help";
  // in "who does he help?" the help is what is asked about.
  const isAskingHelp = (word: string, index: number) =>
    word === 'help' && !STOP_WORDS.has(words[index + 1] ?? 'and');
  words.forEach((word, index) => {
    if (!inPhrase.has(word) && !isAskingHelp(word, index)) add(word, 1, word);
  });
  for (const expansion of expansions) {
    const [phrase] = replaces(expansion);
    if (!phrase && expansion.phrases.every((used) => inPhrase.has(used))) continue;
    const concept = phrase ?? expansion.phrases[0] ?? '';
    // A visitor's word the site never uses ("buyout") means only what its content words say.
    const isForeign = expansion.phrases.every((used) =>
      used.split(' ').every((word) => !knowledge.coverage.stems.has(stemWord(word))),
    );
    for (const word of expansion.words) add(word, phrase || isForeign ? 1 : SYNONYM_WEIGHT, concept);
    query.phrases.push(...expansion.content.filter((candidate) => candidate.includes(' ')));
  }
  const content = words.filter((word) => !STOP_WORDS.has(word) && word !== 'him');
  for (let index = 1; index < content.length; index += 1)
    query.phrases.push(`${content[index - 1]} ${content[index]}`);
  return query;
}

/**
 * Scored fuzzy search over the passages. MiniSearch finds candidates (stems, one typo in longer
 * words, prefixes); the score is then the question's concepts found, each counted once through
 * its best term, weighted by how rare the term is, so one rare exact word ("dashboards") beats
 * two common ones, and a concept's thesaurus words do not add up.
 */
const LINK_WORDS = /\b(website|websites|url|urls|link|links|homepage|web|site|address)\b/i;

export function searchPassages(
  knowledge: Knowledge,
  words: readonly string[],
  options: SearchOptions,
): Hit[] {
  const query = buildQuery(words, knowledge, options.written);
  if (query.words.length === 0) return [];
  // An employer's web address answers a question about its website, never one about its work.
  const wantsLink = LINK_WORDS.test(`${options.written ?? ''} ${words.join(' ')}`);
  const results = knowledge.index.search(query.words.join(' '), {
    combineWith: 'OR',
    fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
    prefix: (term) => term.length >= 6,
    filter: options.filter
      ? (result) => options.filter?.(knowledge.passages[result.id as number] as Passage) ?? true
      : undefined,
  });
  const hits: Hit[] = [];
  for (const result of results) {
    const passage = knowledge.passages[result.id as number];
    if (!passage || (passage.kind === 'link' && !wantsLink)) continue;
    const best = new Map<string, number>();
    for (const term of result.queryTerms) {
      const isExact = result.terms.includes(term);
      // Own keys only: a query term such as "constructor" is no field list.
      const where = Object.hasOwn(result.match, term) ? (result.match[term] ?? []) : [];
      const onlyInTopic = where.length > 0 && !where.includes('text');
      const value =
        (query.weights.get(term) ?? SYNONYM_WEIGHT) *
        knowledge.rarity(term) *
        (isExact ? 1 : INEXACT_WEIGHT) *
        (onlyInTopic ? TOPIC_WEIGHT : 1);
      const concept = query.concepts.get(term) ?? term;
      best.set(concept, Math.max(best.get(concept) ?? 0, value));
    }
    const sum = [...best.values()].reduce((total, value) => total + value, 0);
    const length = passage.text.split(' ').length;
    const normalized = normalizeText(passage.text);
    const whole = query.phrases.filter((phrase) => containsPhrase(normalized, phrase)).length;
    const bonus = (1 + COVERAGE_BONUS * (best.size - 1)) * (1 + PHRASE_BONUS * Math.min(whole, 2));
    const score = (sum * bonus * (options.boost?.(passage) ?? 1)) / (1 + length / 40);
    hits.push({ passage, score, terms: result.queryTerms });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, options.limit);
}
