import { singularize } from '../../../../shared/text/normalize-words';
import { NUMBER_WORDS } from '../../../../shared/text/number-words';
import { findMentions, type Mention, mentionedPositions } from '../knowledge/entities';
import type { Knowledge } from '../knowledge/knowledge';
import { isEnglishWord } from './english-words';
import { withoutFigures } from './figures-of-speech';
import { STOP_WORDS } from './question-words';
import { type Amount, findAmounts } from './read-amount';
import { findDescribed } from './read-described';
import { mannerStart, withoutFraming, withoutOthersTime } from './read-framing';
import { type OperationRequest, readOperation } from './read-operation';
import { type Reference, readReference } from './read-reference';
import { SHORTHAND } from './shorthand';
import { correctWord } from './spelling-words';
import { stemWord } from './stem-word';
import { expandTerms } from './thesaurus';

export type Ask =
  | 'when'
  | 'how-long'
  | 'where'
  | 'who'
  | 'which'
  | 'how-many'
  | 'how-much'
  | 'why'
  | 'yes-no'
  | 'what';
export type Relation = 'first' | 'current' | 'before' | 'after';

/** One side of "X or Y", "between X and Y": the names and amounts it holds, and its words' stems. */
export type Side = {
  text: string;
  mentions: Mention[];
  amounts: Amount[];
  stems: ReadonlySet<string>;
  /** The stems of its own words, without the thesaurus's. */
  ownStems: ReadonlySet<string>;
};
/** The reasoning operation asked for, with its sides read. */
export type Operation = Omit<OperationRequest, 'sides'> & { sides: Side[] };

/** One question, read: typos corrected, names found, and what kind of answer it wants. */
export type Question = {
  raw: string;
  /** The question's words as written (same positions as `words`), to quote the visitor's spelling. */
  tokens: string[];
  /** Lowercase words, typos corrected, the owner's name as "him". */
  words: string[];
  text: string;
  /** The words that are not names ("what is" of "what is Meridian Ridge Technology Advisors"). */
  rest: string;
  mentions: Mention[];
  years: number[];
  /** Words that carry the question's subject: not asking words, not names already found. */
  concepts: string[];
  /** Concepts the content never covers, as the visitor wrote them ("Kubernetes"). */
  unknown: string[];
  ask: Ask;
  isYesNo: boolean;
  relation: Relation | null;
  /** "longest", "most", "first" across several roles or projects. */
  superlative: 'most' | 'least' | 'earliest' | 'latest' | null;
  /** "and at Northwind?", "what about an MBA?": the previous question, asked of something else. */
  isElliptical: boolean;
  /** "there", "then", "that", "it": points back to what the conversation was about. */
  refersBack: boolean;
  /** Superlative, comparison, difference, sum, order or restated amount, when one is asked. */
  operation: Operation | null;
  /** The question's concept stems with the thesaurus's content words for them: what an amount is about. */
  stems: ReadonlySet<string>;
  /** Amounts the visitor wrote ("$1.5M", "over 10 years"), as written. */
  amounts: Amount[];
  /** "the first one", "which of those": a pointer into the last list shown. */
  reference: Reference;
  /** "How long ago…": read as "when", and the answer's date is measured back from today. */
  asksAgo: boolean;
  /** "ten years ago", "a decade back": a point in time counted back from today, in years. */
  yearsAgo: number | null;
};

/** Words that say how something is asked rather than what about. */
const GENERIC = new Set(
  (
    'tell experience experienced work worked works working job jobs role roles position positions career know knows ' +
    'background anything something thing things kind sort type like good great really lot lots get got make made ' +
    'give take say said see look find use used using help able want need think does ever done doing been go went ' +
    'come came have has had many much long time year years month months when where who which what how why did do ' +
    'him alex morgan he his there then that this it its they them their together other else more info information ' +
    'detail details please thanks hi hello site page question questions answer little bit mean means currently current ' +
    'now today first last next before after previous later earlier old former ex recent start started begin began end ended still hold held ' +
    'any some company companies employer employers spend spent stay stayed was were is are be been being would could ' +
    'should can will may might must shall also just only all most least best longest shortest biggest largest compare ' +
    'versus vs between or and about yes no not key main primary major notable important particular specific quick brief short overall general basic full ' +
    'led lead leading leads done involve involved involves include included includes cover covered name names named called ' +
    'big large huge size sized besides except excluding apart aside counting wise ' +
    // Words for how something is published, not what: "his LinkedIn profile URL", "the story behind that number".
    'url urls link links profile story behind number numbers figure figures shows everywhere one ones ' +
    // Words for where something appears: "which organisations show up on his timeline".
    'show shown showing appear appears appearing listed mentioned distinct different separate unique ' +
    // Chat fillers.
    'yo lol tbh btw hey ok okay like'
  ).split(' '),
);

const EXCLUDING =
  /\b(besides|except|excluding|other than|apart from|aside from|beyond|not counting)( the| his| an?)?$/;

const TAIL = /^(what|not|nah|no|anything|something|whatever)$/i;
const AUXILIARY =
  /^(is|are|am|was|were|do|does|did|has|have|had|can|could|will|would|should|shall|may|might)$/;
const FILLER = /^(so|and|but|also|ok|okay|well|hey|hi|please|then|now|oh)$/;
const REFERS_BACK = /\b(there|then|that|it|this|those|them|they|together|same|other)\b/;

/** Where each kind of question starts; the earliest in the sentence is what it asks. */
const ASK_PATTERNS: readonly [Ask, RegExp][] = [
  ['how-long', /\bhow long\b|\bhow many (years|months)\b(?! of experience)|\bfor how long\b|\bduration\b/],
  ['when', /\bwhen\b|\b(what|which) (year|month|date)\b|\bsince when\b/],
  // "How many billions changed hands?" asks an amount of money, not a count of billions.
  ['how-many', /\bhow many\b(?! (thousands?|millions?|billions?|grand|dollars|bucks|k)\b)/],
  [
    'how-much',
    /\bhow (much|big|large)\b|\bhow many (thousands?|millions?|billions?|grand|dollars|bucks|k)\b/,
  ],
  // "who's", "where's" lose their apostrophe before they are read.
  ['where', /\bwheres?\b/],
  ['who', /\bwhos?\b/],
  [
    'which',
    /\bwhich\b|\bwhat (project|projects|role|roles|job|jobs|company|companies|employer|certification|award)\b/,
  ],
  ['why', /\bwhy\b/],
  ['what', /\bwhat\b/],
];
/** "Could you summarize…", "can you tell me…": a request, not a yes/no question. */
const REQUEST =
  /^(please )?(can|could|would|will) you (please )?(tell|summari[sz]e|describe|explain|list|give|share|walk|outline|show|talk)\b/;

function readAsk(words: readonly string[]): Ask {
  const text = words.join(' ');
  let best: Ask | null = null;
  let at = Number.POSITIVE_INFINITY;
  for (const [ask, pattern] of ASK_PATTERNS) {
    const index = pattern.exec(text)?.index;
    if (index !== undefined && index < at) [best, at] = [ask, index];
  }
  if (best) return best;
  const first = words.find((word) => !FILLER.test(word)) ?? '';
  return AUXILIARY.test(first) && !REQUEST.test(text) ? 'yes-no' : 'what';
}

function readRelation(text: string): Relation | null {
  if (
    /(?<!(remote|mobile|cloud|digital|customer|security|people|api) )\b(first|earliest|initial)( it)? (job|role|position|gig|employer|company)\b|\b(start|began|begin|started|launch|kick\w* off)\w* (his |him )?career\b|\bcareer( timeline| path| history)? (start|begin|began|kick)\w*\b|\b(kick\w*|start\w*) off (his |him )?career\b|\b(started|start|began|begin) (at|with|out)\b/.test(
      text,
    )
  )
    return 'first';
  if (/\bnext (job|role|gig|position|move|step|opportunit\w*|chapter)\b|\blooking for\b/.test(text))
    return null;
  if (/\b(has|have|had|did|ever)\b.*\bbefore$/.test(text)) return null;
  if (/\b(before|prior|previous\w*|preceding|earlier)\b/.test(text)) return 'before';
  if (
    /\b(after|afterwards?|next|following|later on|then what|since (him |he )?(left|leaving|quit))\b/.test(
      text,
    )
  )
    return 'after';
  if (
    // "Present" as the verb ("how does it present the numbers") is no time.
    /\b(now|currently|current|presently|at present|present (role|job|position|employer|company|title|day)|these days|today|at the moment|latest|most recent|nowadays)\b/.test(
      text,
    )
  )
    return 'current';
  return null;
}

function readSuperlative(text: string): Question['superlative'] {
  if (/\b(came|come|was|were) first\b|\bearliest\b|\bfirst (project|award|publication)\b/.test(text))
    return 'earliest';
  if (/\b(latest|most recent|newest)\b|\blast (job|role|position|project|employer|company)\b/.test(text))
    return 'latest';
  if (
    /\b(longest|most|biggest|largest|highest|greatest|fastest|best|top|longer|bigger|larger|more)\b/.test(
      text,
    )
  )
    return 'most';
  if (/\b(shortest|least|smallest|lowest|fewest|shorter|smaller|less)\b/.test(text)) return 'least';
  return null;
}

/** Whether the owner's experience covers a word: itself, its stem, or a thesaurus word for it. */
function isCovered(word: string, knowledge: Knowledge): boolean {
  const { words, stems } = knowledge.coverage;
  // "Canadian": a country whose city the content names.
  if (knowledge.placesFor(word).some((entry) => entry.ask.includes(word))) return true;
  // A named outside term (Kubernetes, a PhD) counts only if the content says it outright.
  if (knowledge.vocabulary.outside.has(word)) return words.has(word) || stems.has(stemWord(word));
  if (words.has(word) || words.has(singularize(word)) || words.has(`${word}s`)) return true;
  if (stems.has(stemWord(word))) return true;
  return expandTerms(word).some((term) => words.has(term));
}

/**
 * Whether an uncovered word names a subject the visitor asks about (a product, employer,
 * credential) rather than being an incidental word: a capitalised name, an acronym, or a
 * known outside term (Kubernetes, salary, PhD).
 */
const CONTRACTION =
  /^(im|ive|id|ill|weve|were|wed|youre|youve|theyre|hes|shes|its|thats|whats|theres|lets|dont|doesnt|didnt|isnt|wasnt|cant|wont)$/i;

function isSubjectLike(
  tokens: readonly string[],
  words: readonly string[],
  position: number,
  knowledge: Knowledge,
): boolean {
  const token = tokens[position] ?? '';
  const word = words[position] ?? '';
  // "I'm", "We've" without their apostrophe ("Im", "Weve") are no names.
  if (CONTRACTION.test(token)) return false;
  if (position > 0 && /^[A-Z]/.test(token)) return true;
  if (/^[A-Z0-9]{2,}$/.test(token)) return true;
  return knowledge.vocabulary.outside.has(word);
}

function stemsOf(concepts: readonly string[], text: string): ReadonlySet<string> {
  return new Set([...concepts, ...expandTerms(text)].flatMap((word) => word.split(' ')).map(stemWord));
}

function readSide(text: string, knowledge: Knowledge): Side {
  const side = readQuestion(text, knowledge, false);
  return {
    text,
    mentions: side.mentions,
    amounts: findAmounts(text),
    stems: side.stems,
    ownStems: new Set(side.concepts.map(stemWord)),
  };
}

/** "back in '07": a year written with its century left out (a later one than '49 is of the 1900s). */
const SHORT_YEAR = /(^|[\s(])['’‘](\d{2})\b(?!['’‘%])/g;
const withFullYears = (text: string): string =>
  text.replace(
    SHORT_YEAR,
    (_, before: string, year: string) => `${before}${Number(year) < 50 ? 20 : 19}${year}`,
  );

/** "How long ago was it published?", "roughly how many years ago": a date asked for, with its distance from today. */
const AGO =
  /\b(?:roughly |about |approximately )?how (?:long|many (?:years|months)|much time)(?: has it been)? ago\b/i;

/** "ten years ago", "5 yrs back", "a decade ago": how far back a point in time lies. */
const YEARS_BACK =
  /\b(\d{1,2}|an?|one|two|(?:a )?couple(?: of)?|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (years?|yrs?|decades?) (?:ago|back)\b/i;

/** Counts written as words the shared number words leave out: "a year ago", "a couple of years back". */
const FEW: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['couple', 2],
]);

function readYearsAgo(text: string): number | null {
  const match = YEARS_BACK.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const word = match[1]
    .toLowerCase()
    .replace(/^a |of$/g, '')
    .trim();
  const count = /^\d+$/.test(word) ? Number(word) : (FEW.get(word) ?? NUMBER_WORDS.get(word));
  if (count === undefined) return null;
  return /^decade/i.test(match[2]) ? count * 10 : count;
}

/** "…, correct?", "…, right?", "…, yeah?": a statement put up for a yes or a no. */
const TAG =
  /[,\s]+(?:correct|right|yeah|yes|true|no|eh|innit|isn['’]?t (?:it|he|that (?:so|right))|wasn['’]?t (?:he|it)|didn['’]?t (?:he|it)|hasn['’]?t he|am i right|is that (?:right|correct|true|so))\s*[?!.]*\s*$/i;

export function readQuestion(raw: string, knowledge: Knowledge, withOperation = true): Question {
  const asksAgo = AGO.test(raw);
  const isTagged = TAG.test(raw) && !/^\s*(?:what|which|who|where|when|why|how)\b/i.test(raw);
  // Asked as "when"; the reasoning then adds how long ago that was. A tag asks nothing of its own.
  // "15 years ago" is a point in time, not a figure to look for: it leaves the words read.
  const yearsAgo = asksAgo ? null : readYearsAgo(raw);
  const plain = withoutFraming(raw);
  const asked = asksAgo
    ? plain.replace(AGO, 'when')
    : yearsAgo !== null
      ? plain.replace(YEARS_BACK, ' ')
      : plain;
  // "web site" and "home page" are the one word the content's links go by.
  const written = withFullYears(isTagged ? asked.replace(TAG, '') : asked).replace(
    /\b(?:web|home)[\s-]?(site|page)(s?)\b/gi,
    'website$2',
  );
  const tokens = withoutFigures(
    written
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’'`]/g, '')
      .split(/[^A-Za-z0-9&]+/)
      .filter(Boolean),
  );
  // "…or what?", "…or not?": a tail that asks nothing of its own.
  if (tokens.length > 3 && /^or$/i.test(tokens.at(-2) ?? '') && TAIL.test(tokens.at(-1) ?? ''))
    tokens.splice(-2, 2);
  // In a message not shouted in capitals, a word in capitals is an acronym ("HRIS", "SOC2"): a
  // name the visitor knows, never a typo of a nearby word ("his").
  const isShouted = tokens.filter((token) => /\p{Ll}/u.test(token)).length < tokens.length / 2;
  const words = tokens.map((token) => {
    const lower = token.toLowerCase();
    const isAcronym = !isShouted && /^\p{Lu}[\p{Lu}\d]+$/u.test(token);
    // An English word is what the visitor meant ("butter", not "better"); only other words may be typos.
    const corrected =
      SHORTHAND.get(lower) ??
      (isEnglishWord(lower) || isAcronym ? lower : correctWord(lower, knowledge.vocabulary));
    const isOwner =
      knowledge.nameWords.has(corrected) || knowledge.nameWords.has(corrected.replace(/s$/, ''));
    return isOwner || corrected === 'he' ? 'him' : corrected;
  });
  const text = words.join(' ');
  const byName = findMentions(words, knowledge.entities, knowledge.vocabulary.known);
  // Only when no role or employer is named outright: "his gaming job" is Northwind's roles.
  const found = byName.some((mention) => mention.focus.kind === 'roles')
    ? byName
    : [...byName, ...findDescribed(words, mentionedPositions(byName), knowledge.content)];
  const named = mentionedPositions(found);
  // "Certifications besides CISSP?" asks about the others: the excluded name is neither the
  // subject nor a word to search for.
  const mentions = found.filter(
    (mention) => !EXCLUDING.test(words.slice(Math.max(0, mention.start - 3), mention.start).join(' ')),
  );
  const rest = words.filter((_, position) => !named.has(position)).join(' ');
  const years = words.filter((word) => /^(19[6-9]\d|20[0-4]\d)$/.test(word)).map(Number);
  const manner = mannerStart(words);
  const conceptPositions = words.flatMap((word, position) =>
    position >= manner ||
    named.has(position) ||
    STOP_WORDS.has(word) ||
    GENERIC.has(word) ||
    /^\d+$/.test(word) ||
    word.length < 2
      ? []
      : [position],
  );
  const concepts = conceptPositions.map((position) => words[position] ?? '');
  // A credential is a name: "ITIL certification" is covered only if the content names ITIL, not ITSM.
  const asksCredential =
    /\b(certifi\w*|certificates?|certs?|credentials?|accredit\w*|licen[cs]e[sd]?)\b/.test(text);
  const unknown = conceptPositions
    .filter((position) => {
      const word = words[position] ?? '';
      const isNamed = asksCredential && /^[A-Z][A-Z0-9]{1,6}$/.test(tokens[position] ?? '');
      return isNamed ? !knowledge.vocabulary.contentWords.has(word) : !isCovered(word, knowledge);
    })
    .filter((position) => isSubjectLike(tokens, words, position, knowledge))
    .map((position) => tokens[position] ?? '');
  const ask = isTagged ? 'yes-no' : readAsk(words);
  const isPlace = (place: string) =>
    knowledge.placesFor(place).length > 0 ||
    knowledge.content.roles.some((role) =>
      (role.location ?? '').toLowerCase().includes(place.split(' ')[0] ?? place),
    );
  const timed = withoutOthersTime(text);
  const request = withOperation ? readOperation(timed, rest, withoutOthersTime(written), isPlace) : null;
  return {
    raw,
    asksAgo,
    yearsAgo,
    tokens,
    words,
    text,
    rest,
    mentions,
    years,
    concepts,
    unknown: [...new Set(unknown)],
    ask,
    // "Is he technical or more of a manager?" asks which, not whether.
    isYesNo: ask === 'yes-no' && !/\b(or|either)\b/.test(rest),
    relation: readRelation(timed),
    superlative: readSuperlative(rest),
    isElliptical:
      /^(and|or|what about|how about|and what about|same for|and for)\b/.test(text) && words.length <= 7,
    refersBack: REFERS_BACK.test(text),
    operation: request ? { ...request, sides: request.sides.map((side) => readSide(side, knowledge)) } : null,
    stems: stemsOf(concepts, text),
    amounts: findAmounts(written),
    reference: readReference(text),
  };
}
