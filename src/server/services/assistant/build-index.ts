import MiniSearch from 'minisearch';
import type { SiteContent } from '../../../../content/schema';
import { buildFacts, type Fact } from './build-facts';
import { buildEntityMatchers, type EntityMatchers } from './find-mentions';
import { normalizeText, STOP_WORDS, singularize } from './normalize-text';

/** Everything the assistant knows, built once from the content module and nothing else. */
export type Knowledge = {
  content: SiteContent;
  ownerName: string;
  firstName: string;
  /** The owner's name as lowercase words, replaced by "him" before intent detection. */
  nameWords: ReadonlySet<string>;
  facts: readonly Fact[];
  index: MiniSearch<Fact>;
  matchers: EntityMatchers;
};

const tokenizeForIndex = (text: string): string[] => normalizeText(text).split(' ');

export function buildKnowledge(content: SiteContent): Knowledge {
  const { firstName, lastName } = content.profile;
  const nameWords = new Set(normalizeText(`${firstName} ${lastName}`).split(' '));
  const processTerm = (term: string): string | null => {
    const word = term.toLowerCase();
    if (word === '' || STOP_WORDS.has(word) || nameWords.has(word)) return null;
    return singularize(word);
  };
  const facts = buildFacts(content);
  const index = new MiniSearch<Fact>({
    fields: ['text', 'label'],
    idField: 'id',
    tokenize: tokenizeForIndex,
    processTerm,
    searchOptions: { boost: { text: 2 }, fuzzy: 0.2, prefix: (term) => term.length >= 4 },
  });
  index.addAll(facts);
  return {
    content,
    ownerName: `${firstName} ${lastName}`,
    firstName,
    nameWords,
    facts,
    index,
    matchers: buildEntityMatchers(content),
  };
}

/**
 * The best-matching facts for a query; `requireAll` keeps only facts matching every query term,
 * and `isStrict` turns off typo tolerance ("stanford" must not find "standard").
 */
export function searchFacts(
  knowledge: Knowledge,
  query: string,
  options: { limit: number; requireAll?: boolean; isStrict?: boolean },
): Fact[] {
  const hits = knowledge.index.search(query, {
    combineWith: options.requireAll ? 'AND' : 'OR',
    ...(options.isStrict ? { fuzzy: false, prefix: (term: string) => term.length >= 5 } : {}),
  });
  const found: Fact[] = [];
  for (const hit of hits.slice(0, options.limit)) {
    const fact = knowledge.facts[hit.id as number];
    if (fact) found.push(fact);
  }
  return found;
}
