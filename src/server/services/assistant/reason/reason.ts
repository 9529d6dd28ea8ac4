import { answerFromEvidence, composeFromHits, describeUnknown } from '../compose/describe-hits';
import { lines } from '../compose/reply-text';
import { wordFacts } from '../compose/word-facts';
import type { Conversation } from '../conversation';
import { type Focus, isAbout } from '../knowledge/focus';
import { findRolesInYear } from '../knowledge/timeline';
import { findEvidence } from '../retrieve/find-evidence';
import { holdsQuantity } from '../retrieve/holds-quantity';
import type { Evidence } from '../retrieve/retrieve';
import { detectTopic, matchTopic, type Topic, UNSTATED_TOPICS } from '../understand/detect-topic';
import type { Question } from '../understand/read-question';
import { answerBlogSection } from './answer-blog-section';
import { answerByEmployer, POINTS_BACK } from './answer-by-employer';
import { answerAbout, correctRoleEmployer, isQuantityAsked } from './answer-focus';
import { answerGrouped } from './answer-grouped';
import { answerPersonContact } from './answer-person-contact';
import { answerFieldDuration, answerRelation, answerYears } from './answer-relation';
import { answerRoleList } from './answer-role-list';
import { answerSkillCategory } from './answer-skill-category';
import { answerTerms, answerWorkedIn, extractTerms } from './answer-terms';
import { answerThreshold } from './answer-threshold';
import { answerTitleHeld } from './answer-title-held';
import { answerTopic } from './answer-topic';
import { answerFromList, bindReference } from './bind-reference';
import { askedUnsaid, offersOnlyUnsaid } from './check-stated';
import { correctHome, correctPersonEmployer } from './correct-premise';
import { planWithFacts } from './facts/plan-with-facts';
import { followsUp, shiftFocus } from './follow-up';
import { notStated, type PartAnswer, type Scope, withContact } from './part-answer';
import { publicationAbout } from './publication-about';
import { sayAgo } from './say-ago';
import { checkStated, findUnstated, sayWhatIsMissing } from './say-unstated';

const SMALL_TALK: ReadonlySet<Topic> = new Set(['greeting', 'thanks', 'identity']);
/** Topics a question names outright: they win over the conversation's subject. */
const STANDALONE: ReadonlySet<Topic> = new Set([
  'contact',
  'location',
  'opportunities',
  'resume',
  'roi',
  'site',
  'certifications',
  'education',
  'awards',
  'publications',
  'testimonials',
  'industries',
  'years',
  'projects',
  'career',
  'competencies',
  'focus',
  'skills',
  'about',
  'title',
]);
/** Topics that name an aspect of something ("what skills did it involve?"): with "it", about the conversation's subject. */
const ASPECT_TOPICS: ReadonlySet<Topic> = new Set(['skills', 'highlights', 'projects', 'years', 'focus']);
/** Topics so wide that a question naming something more ("security background") is better searched. */
const BROAD: ReadonlySet<Topic> = new Set([
  'about',
  'skills',
  'career',
  'highlights',
  'industries',
  'publications',
]);
/** Broad topics that give way to search only for concepts of no topic of their own. */
const NAMED_ONLY: ReadonlySet<Topic> = new Set(['publications']);
/** "Where was it based?": a place asked of a thing, not of him, is the conversation's subject's place. */
const THING_SUBJECT = /\b(it|its|that|this|they|their)\b/;
const firstLine = (text: string) => text.split('\n')[0] ?? '';

function answerMentioned(scope: Scope, question: Question, mentioned: Focus[]): PartAnswer {
  const employers = mentioned.filter((focus) => focus.kind === 'roles' && focus.employer);
  const titled = mentioned.filter((focus) => focus.kind === 'roles' && !focus.employer);
  const others = mentioned.filter((focus) => focus.kind !== 'roles');
  const employer = employers[0]?.kind === 'roles' ? employers[0].employer : undefined;
  const [year] = question.years;
  if (titled.length > 0 && employer) {
    const role = titled[0]?.kind === 'roles' ? (titled[0].indexes[0] ?? 0) : 0;
    const correction = correctRoleEmployer(scope, role, employer);
    if (correction) {
      const reply = answerAbout(scope, { kind: 'roles', indexes: [role] }, question);
      return { ...reply, text: lines(correction, reply.text) };
    }
  }
  const subjects = others.length > 0 ? others : titled.length > 0 ? titled : employers;
  const replies = subjects.slice(0, 3).map((focus) => {
    if (focus.kind === 'roles' && focus.employer && year !== undefined) {
      const inYear = findRolesInYear(scope.timeline, year).filter((index) => focus.indexes.includes(index));
      if (inYear.length > 0) return answerAbout(scope, { kind: 'roles', indexes: inYear }, question);
    }
    return answerAbout(scope, focus, question, employer);
  });
  const [first] = replies;
  if (!first) return notStated(scope, "I don't know that: the site doesn't cover it.");
  if (replies.length === 1) return first;
  return {
    ...first,
    text: lines(...replies.map((reply) => reply.text)),
    sections: [...new Set(replies.flatMap((reply) => reply.sections))],
    focus: null,
    evidence: replies.flatMap((reply) => reply.evidence),
  };
}

/** A quantity question whose evidence holds no number (years and periods aside): the site does not say. */
function checkQuantity(scope: Scope, question: Question, reply: PartAnswer): PartAnswer {
  if (!isQuantityAsked(question) || reply.kind !== 'answer') return reply;
  const stated = reply.evidence.some((passage) => holdsQuantity(passage.text));
  if (stated) return reply;
  return notStated(scope, "The site doesn't state that number.");
}

const BLOG_WORDS =
  /^(blog|post|posts|article|case|study|published|publish|write|wrote|written|say|says|said|mention\w*|per|according)$/;

/**
 * The third stage: the answer to one question, from the evidence and the conversation. The
 * question's pointers back ("the first one") are bound first; then, in order, small talk and
 * topics the site is silent on, yes/no questions about amounts and titles, the operations over
 * typed facts, and the lookups of one thing's aspect, ending with the best passages found.
 */
export function reason(
  scope: Scope,
  question: Question,
  evidence: Evidence,
  conversation: Conversation,
): PartAnswer {
  const bound = withYearsAgo(scope, bindReference(question, conversation));
  const reply = answerBound(scope, question, bound, evidence, conversation);
  return correctHome(scope, bound, correctPersonEmployer(scope, bound, reply));
}

/** "Ten years ago" made the year it was, counted from this month, when no year is written. */
function withYearsAgo(scope: Scope, question: Question): Question {
  if (question.yearsAgo === null || question.years.length > 0) return question;
  return { ...question, years: [Math.floor(scope.timeline.now / 12) - question.yearsAgo] };
}

/** The reply to a question whose pointers back are bound, before any premise is corrected. */
function answerBound(
  scope: Scope,
  question: Question,
  bound: Question,
  evidence: Evidence,
  conversation: Conversation,
): PartAnswer {
  const unstated = findUnstated(scope, bound);
  if (unstated) return unstated;
  const reply = sayAgo(
    scope,
    bound,
    checkStated(
      scope,
      bound,
      evidence,
      sayWhatIsMissing(scope, bound, dispatch(scope, bound, evidence, conversation)),
    ),
  );
  // "Was he at Google in 2015?": answer what the site says, and say plainly what it does not.
  // The visitor's own figures ("over $100K") are not names the site could mention.
  // A word the passages the reply rests on say ("ATS" in the blog) is not unmentioned.
  const saidIn = (word: string) => {
    const pattern = new RegExp(String.raw`\b${word.toLowerCase().replace(/[^a-z0-9]/g, '')}\b`);
    return reply.evidence.some((passage) => pattern.test(passage.text.toLowerCase()));
  };
  const unsaid = question.unknown.filter(
    (word) => !/\d/.test(word) && !reply.text.includes(word) && !saidIn(word),
  );
  if (reply.kind !== 'answer' || unsaid.length === 0) return reply;
  const asked = askedUnsaid(question, unsaid);
  if (asked) return notStated(scope, `The site doesn't say which ${asked}.`);
  const missing = describeUnknown({ ...question, unknown: unsaid });
  if (offersOnlyUnsaid(question, unsaid)) return notStated(scope, missing);
  return { ...reply, text: lines(reply.text, withContact(scope, missing)) };
}

function dispatch(scope: Scope, question: Question, evidence: Evidence, context: Conversation): PartAnswer {
  const topic = detectTopic(question.rest);
  const mentioned = question.mentions.map((mention) => mention.focus);
  // Small talk, and something the site never states (his notice period, a salary) said plainly
  // whatever superlative rides along ("his earliest joining date", "the best-paid role").
  if (topic && mentioned.length === 0 && (SMALL_TALK.has(topic) || UNSTATED_TOPICS.has(topic)))
    return answerTopic(scope, topic, question);
  const personContact = answerPersonContact(scope, question);
  if (personContact) return personContact;
  const category = answerSkillCategory(scope, question);
  if (category) return category;
  const blogSection = answerBlogSection(scope, question);
  if (blogSection) return blogSection;
  // An operation on the facts ("in order of start date") outranks a topic's own words ("start date").
  const planned = planWithFacts(scope, question, {
    list: evidence.listed.length > 0 ? evidence.listed : null,
    focus: context.focus,
    figure: context.figure,
    earlier: context.earlier,
  });
  if (planned) {
    const worded = wordFacts(planned);
    // "How many years of experience in total?": the figure the site states leads; the sum of the
    // roles' spans follows it.
    if (topic === 'years' && planned.op === 'sum' && mentioned.length === 0) {
      const stated = answerTopic(scope, topic, question);
      return { ...worded, text: lines(firstLine(stated.text), worded.text) };
    }
    return worded;
  }
  if (topic && UNSTATED_TOPICS.has(topic)) return answerTopic(scope, topic, question);
  // "Is he open to M&A integration work?" asks about the work he wants, whatever it names.
  if (topic === 'opportunities' && question.isYesNo) return answerTopic(scope, topic, question);
  const measured = answerThreshold(scope, question);
  if (measured) return measured;
  const titled = answerTitleHeld(scope, question);
  if (titled) return titled;
  const picked = answerFromList(scope, question, evidence);
  if (picked) return picked;
  const grouped = answerGrouped(scope, question);
  if (grouped) return grouped;
  const roleList = answerRoleList(scope, question);
  if (roleList) return roleList;
  const byEmployer = answerByEmployer(scope, question, topic, mentioned, context);
  if (byEmployer) return byEmployer;
  const isSpecificTopic = Boolean(topic && STANDALONE.has(topic) && !BROAD.has(topic));
  if (!(question.relation === 'current' && isSpecificTopic)) {
    const related = answerRelation(scope, question, mentioned, context.focus);
    if (related) return related;
  }
  const asked =
    question.isElliptical && context.ask && question.ask === 'what'
      ? { ...question, ask: context.ask }
      : question;
  const spent = answerFieldDuration(scope, question);
  if (spent) return spent;
  const workedIn = answerWorkedIn(scope, question);
  if (workedIn) return workedIn;
  const terms = extractTerms(question.text);
  if (terms.length >= 2 || (terms.length === 1 && mentioned.length === 0 && !isSpecificTopic))
    return answerTerms(scope, question, terms);
  // "Per the blog, what ATS score do the tailored resumes reach?": a question about what the post says.
  const isBlogOnly =
    mentioned.length === 1 && mentioned[0]?.kind === 'item' && mentioned[0].source.kind === 'blog';
  if (
    isBlogOnly &&
    question.ask !== 'when' &&
    !/\b(date|day|when|year|month)\b/.test(question.text) &&
    question.concepts.some((concept) => !BLOG_WORDS.test(concept))
  )
    return answerTopic(scope, 'site', question);
  const publication = publicationAbout(scope, question, evidence);
  if (publication) return answerAbout(scope, publication, asked);
  if (mentioned.length > 0) return checkQuantity(scope, asked, answerMentioned(scope, asked, mentioned));
  const inYear = answerYears(scope, question);
  if (inYear) return inYear;
  const isAboutConversation =
    POINTS_BACK.test(question.text) ||
    (question.refersBack && topic !== null && ASPECT_TOPICS.has(topic)) ||
    (topic === 'location' && THING_SUBJECT.test(question.text));
  if (context.focus && (!topic || !STANDALONE.has(topic) || isAboutConversation)) {
    const focus = shiftFocus(scope, context.focus, question);
    if (followsUp(question)) return checkQuantity(scope, asked, answerAbout(scope, focus, asked));
    const result = findEvidence(
      scope,
      question,
      (passage) => isAbout(passage, focus),
      question.concepts,
      isQuantityAsked(question),
    );
    if (result.isStrong && !topic)
      return checkQuantity(scope, question, { ...composeFromHits(scope, question, result.hits), focus });
  }
  // "Has he written security policies?" is about policies, but "which projects were in the news?" stays with the news.
  const naming = matchTopic(question.rest)?.words ?? new Set<string>();
  const beyondTopic = question.concepts.filter(
    (concept) =>
      !naming.has(concept) &&
      (topic && NAMED_ONLY.has(topic) ? detectTopic(concept) === null : detectTopic(concept) !== topic),
  );
  if (topic && BROAD.has(topic) && beyondTopic.length > 0) {
    const found = answerFromEvidence(scope, question, evidence);
    if (found && found.evidence.length > 0) return checkQuantity(scope, question, found);
  }
  if (topic) {
    const reply = answerTopic(scope, topic, question);
    // "his CV" is the topic's own word, not something the site fails to mention; nor is a common
    // word of the phrase that named the topic ("speak" in "speak highly of him"), though a name
    // the visitor capitalised still is.
    const unknown = question.unknown.filter(
      (word) =>
        !(naming.has(word) && word === word.toLowerCase()) &&
        (detectTopic(word.toLowerCase()) !== topic ||
          scope.knowledge.vocabulary.outside.has(word.toLowerCase())),
    );
    // "Is he in San Diego or LA?": one side answered is an answer; the other is said not to be mentioned.
    if (unknown.length > 0 && reply.kind === 'answer' && /\bor\b/.test(question.rest))
      return {
        ...reply,
        text: lines(reply.text, withContact(scope, describeUnknown({ ...question, unknown }))),
      };
    if (unknown.length > 0 && reply.kind === 'answer')
      return notStated(scope, describeUnknown({ ...question, unknown }));
    return reply;
  }
  const found = answerFromEvidence(scope, question, evidence);
  if (question.unknown.length > 0) {
    // "Is he in San Diego or LA?": a side of the "or" the site covers is answered.
    const unknown = new Set(question.unknown.map((word) => word.toLowerCase()));
    const sides = question.rest.split(/\bor\b/).map((side) => side.trim().split(' '));
    const isEither =
      sides.length > 1 &&
      sides.some(
        (side) =>
          side.some((word) => question.concepts.includes(word)) && !side.some((word) => unknown.has(word)),
      ) &&
      found &&
      found.evidence.length > 0;
    // The passages found already say which words the site does not mention.
    return isEither ? found : notStated(scope, describeUnknown(question));
  }
  return found
    ? checkQuantity(scope, question, found)
    : notStated(scope, "I don't know that: the site doesn't cover it.");
}
