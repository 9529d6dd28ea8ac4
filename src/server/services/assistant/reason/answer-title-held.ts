import { containsPhrase, normalizeText } from '../../../../shared/text/normalize-words';
import { describeRoleLine, newestFirst, roleAt } from '../compose/describe-roles';
import { bullets, lines } from '../compose/reply-text';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { answer, type PartAnswer, type Scope } from './part-answer';

/**
 * "Was he ever a CIO?", "Has he been a VP before?", "Has he worked as an architect?": whether he
 * held a title is read from the Career Timeline (titles, and "served as head of IT" in a role's
 * description), which lists every role. A title he is seeking or a publication's name ("CIO
 * Perspectives Quarterly") never makes a "Yes".
 */
const HELD =
  /^(?:was|were|is|has|have|had|did) him (?:ever |already |previously |once |also )?(?:been |be |work(?:ed)? as |serve[sd]? as |held the (?:title|role|position) of )?(?:an? |the )?(.+?)(?: before| previously| in the past| ever| already| yet)?$/;
const TITLE_WORD =
  'cio|cto|ciso|cfo|ceo|coo|vp|svp|evp|vice president|president|director|manager|head|chief|officer|consultant|founder|engineer|architect|analyst|advisor|adviser|executive|lead|administrator|admin|principal|partner|tester|owner|designer|developer|programmer|specialist|technician|coordinator|producer|artist|scientist|intern|supervisor';
/** A title, not a sentence that contains one: "a game tester", "head of IT", never "open to VP roles". */
const TITLE = new RegExp(String.raw`^(\w+ ){0,2}(${TITLE_WORD})( of [\w ]+)?$`);
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    cio: 'chief information officer',
    cto: 'chief technology officer',
    ciso: 'chief information security officer',
    cfo: 'chief financial officer',
    ceo: 'chief executive officer',
    coo: 'chief operating officer',
    vp: 'vice president',
    svp: 'senior vice president',
    evp: 'executive vice president',
  }),
);
const MAX_WORDS = 5;
/** "A good manager" asks for a judgement, which the recommendations answer, not the titles. */
const JUDGEMENT =
  /\b(good|great|strong|solid|effective|successful|capable|competent|bad|real|true|natural|born)\b/;

function isVariant(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
}

/** Every word of the asked title, in some form, among the title's words. */
function titleHolds(title: string, asked: readonly string[]): boolean {
  const words = normalizeText(title).split(' ').map(stemWord);
  return asked.every((word) => words.some((held) => isVariant(held, stemWord(word))));
}

/** "He was a game designer at Northwind, correct?": the title put as a statement. */
const STATED =
  /\bhim (?:was|is|has been|had been|worked as|served as|used to be)(?: once| previously| ever| first)? (?:an? |the )?(.+?)$/;

export function answerTitleHeld(scope: Scope, question: Question): PartAnswer | null {
  // One employer may be named: "was he a network architect at Brightline?" asks about its roles.
  const employers = question.mentions.flatMap(({ focus }) =>
    focus.kind === 'roles' && focus.employer ? [{ name: focus.employer, indexes: focus.indexes }] : [],
  );
  if (!question.isYesNo || question.mentions.length !== employers.length || employers.length > 1) return null;
  const [employer] = employers;
  const said = employer ? question.rest : question.text;
  const phrase = (HELD.exec(said)?.[1] ?? STATED.exec(said)?.[1])
    ?.replace(/\s+(?:at|with|for|in|from)$/, '')
    .trim();
  if (!phrase || phrase.split(' ').length > MAX_WORDS || !TITLE.test(phrase) || JUDGEMENT.test(phrase))
    return null;
  const { roles, profile } = scope.knowledge.content;
  const spelled = phrase
    .split(' ')
    .map((word) => ABBREVIATIONS.get(word) ?? word)
    .join(' ');
  const asked = spelled.split(' ').filter((word) => !/^(of|the|a|an|and|&)$/.test(word));
  const held = roles.flatMap((role, index) =>
    (!employer || employer.indexes.includes(index)) &&
    (titleHolds(role.title, asked) ||
      containsPhrase(normalizeText(role.details.description), `as ${spelled}`) ||
      containsPhrase(normalizeText(role.details.description), `as the ${spelled}`))
      ? [index]
      : [],
  );
  const isProfileTitle = !employer && titleHolds(profile.title, asked);
  const { firstName } = scope.knowledge;
  const evidence = scope.knowledge.passages.filter(
    (passage) =>
      passage.source.kind === 'role' && passage.kind === 'title' && held.includes(passage.source.index),
  );
  if (held.length > 0 || isProfileTitle)
    return answer(
      lines(
        isProfileTitle
          ? `Yes. ${firstName}'s title on the site is ${profile.title}.`
          : 'Yes. On the Career Timeline:',
        held.length > 0
          ? lines(
              isProfileTitle ? 'On the Career Timeline:' : null,
              bullets(newestFirst(scope, held).map((index) => describeRoleLine(scope, index))),
            )
          : null,
      ),

      held.length > 0 ? ['experience'] : ['about'],
      null,
      evidence,
    );
  if (employer)
    return answer(
      lines(
        `No. At ${employer.name} ${firstName} was:`,
        bullets(newestFirst(scope, employer.indexes).map((index) => describeRoleLine(scope, index))),
      ),
      ['experience'],
      { kind: 'roles', indexes: employer.indexes, employer: employer.name },
      evidence,
    );
  const titles = newestFirst(
    scope,
    roles.map((_, index) => index),
  ).map((index) => `${roleAt(scope, index).title} (${roleAt(scope, index).company})`);
  return answer(
    lines(
      `No. None of ${firstName}'s roles on the Career Timeline has that title; the site gives ${firstName}'s title as ${profile.title}, and these roles:`,
      bullets(titles.slice(0, 5)),
    ),
    ['experience'],
    null,
    scope.knowledge.passages.filter((passage) => passage.source.kind === 'role' && passage.kind === 'title'),
  );
}
