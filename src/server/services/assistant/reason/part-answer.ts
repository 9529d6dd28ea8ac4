import type { Fact, Facts } from '../knowledge/facts';
import type { Focus } from '../knowledge/focus';
import type { Knowledge } from '../knowledge/knowledge';
import type { Passage, SectionId } from '../knowledge/passages';
import type { Timeline } from '../knowledge/timeline';
import type { Ask } from '../understand/read-question';

/** The answer to one question (or one part of a multi-part question). */
export type PartAnswer = {
  text: string;
  kind: 'answer' | 'not-stated' | 'small-talk';
  sections: SectionId[];
  /** What the answer was about; the next question's "there" or "that" refers to it. */
  focus: Focus | null;
  /** The passages the answer rests on: the model is given these. */
  evidence: Passage[];
  /** How the question asked, so "and at Northwind?" can ask the same of something else. */
  ask?: Ask;
  /** The things the answer listed, in the order shown: "the first one" is the first of them. */
  list?: Focus[];
  /** The figure the answer stated ("$70K a month"): "what is that a year?" restates it. */
  figure?: Fact;
};

/** What every composer needs: the content, and the timeline and facts as of today. */
export type Scope = { knowledge: Knowledge; timeline: Timeline; facts: Facts };

export const CONTACT_FORM = 'the contact form in the Contact section';

export function answer(
  text: string,
  sections: SectionId[],
  focus: Focus | null = null,
  evidence: Passage[] = [],
): PartAnswer {
  return { text, kind: 'answer', sections, focus, evidence };
}

/**
 * The reply whenever the content has no answer: say so in one sentence and offer the contact
 * form. Nothing follows it: a loosely related snippet after "the site doesn't say" reads as an
 * answer to a question the site does not answer.
 */
/** "The site doesn't mention Google." with where to ask the rest: the contact form. */
export const withContact = (scope: Scope, sentence: string): string =>
  `${sentence} To ask ${scope.knowledge.firstName} directly, use ${CONTACT_FORM}.`;

export function notStated(scope: Scope, lead: string): PartAnswer {
  return {
    text: withContact(scope, lead),
    kind: 'not-stated',
    sections: ['contact'],
    focus: null,
    evidence: [],
  };
}

export const passagesOf = (scope: Scope, test: (passage: Passage) => boolean): Passage[] =>
  scope.knowledge.passages.filter(test);
