import { lines } from '../compose/reply-text';
import type { Evidence } from '../retrieve/retrieve';
import type { Question } from '../understand/read-question';
import {
  askedName,
  askedWorks,
  namesThing,
  statesAddress,
  statesAmount,
  statesCount,
  statesLength,
  statesMoney,
} from './check-stated';
import { notStated, type PartAnswer, type Scope, withContact } from './part-answer';

/**
 * What the site does not say, said plainly: a date or a spelled-out name the reply about a named
 * thing lacks, a count or an amount no passage states, a thing of a kind the site never names, and
 * the reasons for a career move.
 */

/**
 * "When did he get his CISSP?", "What does CMNO stand for?": when the reply about a named thing
 * holds no date, or no spelled-out name, the site does not say, and the reply says so.
 */
export function sayWhatIsMissing(scope: Scope, question: Question, reply: PartAnswer): PartAnswer {
  if (reply.kind !== 'answer' || question.mentions.length === 0) return reply;
  if (question.ask === 'when' && !/\b(19|20)\d{2}\b/.test(reply.text))
    return { ...reply, text: lines(reply.text, withContact(scope, "The site doesn't say when.")) };
  const acronym = /\b(stand|stands) for\b|\bshort for\b|\bacronym\b/.test(question.text)
    ? question.tokens.find((token) => /^[A-Z]{2,6}$/.test(token))
    : undefined;
  if (acronym && !new RegExp(String.raw`\b${acronym}: [A-Z]`).test(reply.text))
    return {
      ...reply,
      text: lines(reply.text, withContact(scope, `The site doesn't say what ${acronym} stands for.`)),
    };
  return reply;
}

/**
 * An answer that does not hold what was asked for (a count beside the thing counted, a name of the
 * thing asked to be named) is no answer: the site does not say, in one sentence.
 */
export function checkStated(
  scope: Scope,
  question: Question,
  evidence: Evidence,
  reply: PartAnswer,
): PartAnswer {
  if (reply.kind !== 'answer') return reply;
  if (
    !statesCount(question, reply.text, reply.evidence) ||
    !statesAmount(question, reply.text, reply.evidence)
  )
    return notStated(scope, "The site doesn't state that number.");
  if (!statesMoney(question, reply.text)) return notStated(scope, "The site doesn't state that sum.");
  if (!statesAddress(question, reply.text)) return notStated(scope, "The site doesn't list that address.");
  if (!statesLength(question, reply.text)) return notStated(scope, "The site doesn't say how long it is.");
  const asked = askedName(question);
  const passages = [...reply.evidence, ...evidence.hits.map((hit) => hit.passage)];
  const works = askedWorks(question, passages);
  if (works) return notStated(scope, `The site doesn't list the ${works} by name.`);
  if (asked && !namesThing(question, asked, passages))
    return notStated(scope, `The site doesn't say which ${asked.noun}: it names none.`);
  return reply;
}

/** "Why did he leave…", "why did he join…": the site states no reasons for career moves. */
const MOVE = /\b(leave|left|leaving|quit|join|joined|move|moved|switch|switched|change|changed|go|went)\b/;

/**
 * What the question asks for is something the site never states: the reasons for a move, or a
 * thing of a kind it does not name ("which university"). One sentence, and the contact form.
 */
/**
 * "Who's the CEO at Pacific Crest?", "who was his boss there?": a person asked for by the post they
 * hold over or beside him. The site names only the people who recommend him, so unless one of them
 * is named, it does not say.
 */
const PERSON_BY_POST =
  /\bwho(?:s| is| s| was| were| are)? (?:the|his|their|its|(?:[a-z]+ ){0,2}[a-z]+s|(?:[a-z]+ ){1,2}s) (ceo|cto|cfo|coo|cio|ciso|boss|supervisor|president|chair(?:man|woman|person)?|line manager|hiring manager|direct manager|manager|owner|founders?|head of [a-z]+|landlord|contractor|general contractor|builder|recruiter|mentor|sponsor|executive sponsor|account manager|point of contact)\b/;

export function findUnstated(scope: Scope, question: Question): PartAnswer | null {
  const { firstName } = scope.knowledge;
  const isPersonNamed = question.mentions.some((mention) => mention.focus.kind === 'person');
  const post = isPersonNamed ? undefined : PERSON_BY_POST.exec(question.text)?.[1];
  // "Who is the founder of Meridian Ridge?" is him: a post among his own titles is answered by them.
  const isHisPost = (word: string) =>
    scope.knowledge.content.roles.some((role) => role.title.toLowerCase().includes(word.replace(/s$/, '')));
  if (post && !isHisPost(post))
    return notStated(
      scope,
      `The site doesn't say who that is: it names only the people who recommend ${firstName}.`,
    );
  if (question.ask === 'why' && MOVE.test(question.text))
    return notStated(
      scope,
      `The site doesn't say why: it gives ${firstName}'s dates and roles, not the reasons for moving between them.`,
    );
  // "Which university…" asks for a university; in "what ATS score…" the unknown word only describes the score.
  const asked = question.unknown.find((word) =>
    new RegExp(
      String.raw`\b(which|what|where|who) ${word.toLowerCase()}\b(?= (did|does|do|is|was|were|are|has|have|had|can|could|would|will|him)\b|$)`,
    ).test(question.text),
  );
  return asked ? notStated(scope, `The site doesn't say which ${asked.toLowerCase()}.`) : null;
}
