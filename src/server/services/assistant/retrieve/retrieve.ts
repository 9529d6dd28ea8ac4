import type { Conversation } from '../conversation';
import type { Fact } from '../knowledge/facts';
import type { Scope } from '../reason/part-answer';
import type { Question } from '../understand/read-question';
import { findEvidence, isAboutSite, type SearchResult } from './find-evidence';

/**
 * The second stage: what the content holds for one question. The scored passages of the owner's
 * experience (the blog too when the site itself is asked about), and the typed facts the
 * question names or points back to (the last list shown).
 */
export type Evidence = SearchResult & { facts: Fact[]; listed: Fact[] };

export function retrieve(scope: Scope, question: Question, conversation: Conversation): Evidence {
  const isSite = isAboutSite(question);
  const search = findEvidence(scope, question, (passage) => isSite || passage.section !== 'blog');
  const facts = question.mentions.flatMap((mention) => scope.facts.ofFocus(mention.focus) ?? []);
  const listed = conversation.list.flatMap((focus) => scope.facts.ofFocus(focus) ?? []);
  return { ...search, facts: [...new Set(facts)], listed };
}
