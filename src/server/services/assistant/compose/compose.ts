import type { AssistantReply } from '../assistant';
import type { Knowledge } from '../knowledge/knowledge';
import { SECTIONS, type SectionId } from '../knowledge/passages';
import type { PartAnswer } from '../reason/part-answer';
import { composeDecline, type DeclineReason } from '../understand/guard-message';
import type { Understanding } from '../understand/understand';
import { lines } from './reply-text';
import { suggestFollowUps } from './suggest-follow-ups';

const DECLINED_PART = "The rest of that message asks me to change how I work, which I don't do.";

export function toSources(sections: readonly SectionId[]) {
  return [...new Set(sections)].map((section) => ({ ...SECTIONS[section] }));
}

/**
 * The last stage: the visitor's reply from the answers to each question of the message. A line
 * two answers share is said once; the reply is an answer if any part answered; the page
 * sections it rests on become its sources; two questions to ask next follow the last answer.
 */
export function compose(
  knowledge: Knowledge,
  parts: readonly PartAnswer[],
  asked: readonly string[],
  declined: DeclineReason | null = null,
): AssistantReply {
  const last = parts.at(-1) ?? null;
  const said = new Set<string>();
  const texts = parts.map((part) => {
    const fresh = part.text.split('\n').filter((line) => !said.has(line));
    for (const line of part.text.split('\n')) said.add(line);
    return fresh.join('\n');
  });
  const kind = parts.some((part) => part.kind === 'answer') ? 'answer' : (last?.kind ?? 'not-stated');
  return {
    // The part of the message that tried to steer the assistant is declined after the answer.
    text: lines(...texts, declined ? DECLINED_PART : ''),
    kind,
    sources: toSources(parts.flatMap((part) => part.sections)),
    followUps: suggestFollowUps(knowledge, last, asked),
    evidence: [...new Set(parts.flatMap((part) => part.evidence))],
  };
}

/** A refusal: polite, short, and without a word about what was asked for. */
export function composeRefusal(
  knowledge: Knowledge,
  understanding: Extract<Understanding, { kind: 'declined' }>,
): AssistantReply {
  return {
    text: composeDecline(understanding.reason, knowledge.ownerName),
    kind: 'declined',
    sources: [],
    followUps: suggestFollowUps(knowledge, null, []),
    evidence: [],
  };
}

/** Another language: a note that the assistant answers in English, and what it knows of the names it recognised. */
export function composeEnglishOnly(knowledge: Knowledge, named: readonly PartAnswer[]): AssistantReply {
  const note =
    named.length > 0
      ? 'I answer in English only, so here is what the site says about the names I recognise:'
      : `I answer in English only. Please ask again in English, for example: “Where is ${knowledge.firstName} based?”`;
  return {
    text: lines(note, ...named.map((part) => part.text)),
    kind: 'english-only',
    sources: toSources(named.flatMap((part) => part.sections)),
    followUps: suggestFollowUps(knowledge, named[0] ?? null, []),
    evidence: named.flatMap((part) => part.evidence),
  };
}
