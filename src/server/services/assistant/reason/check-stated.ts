import type { Passage } from '../knowledge/passages';
import { isEnglishWord } from '../understand/english-words';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { expandTerms } from '../understand/thesaurus';

/**
 * Whether what a question asks for is actually stated, whatever passages were found for it: two
 * checks written once for every wording, run on the answer before it goes out.
 */

/** Things the site lists as a whole: "how many roles" is answered by counting the list. */
const LISTED_KINDS =
  /^(roles?|jobs?|positions?|titles?|projects?|awards?|certifications?|certs?|credentials?|employers?|compan(y|ies)|organi[sz]ations?|firms?|workplaces?|recommendations?|references?|skills?|years?|months?|articles?|publications?|degrees?)$/;
const NUMBER =
  /^(\d[\d,.]*[%+]?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozens?|hundreds?|thousands?|several|a dozen)$/;

/** Words ending in "s" that are no plural noun: "how many offices across Europe". */
const NOT_PLURAL =
  /^(his|this|was|is|has|does|its|us|yes|across|as|plus|less|unless|thus|whereas|hers|theirs|ours|yours|always|perhaps|towards|besides)$/;
/** Plurals without an "s": "how many people worked there". */
const IRREGULAR_PLURAL = /^(people|staff|personnel|men|women|children|folks?)$/;

/**
 * "how many episodes" → "episodes"; "how many portfolio companies" → "companies"; "how many SaaS
 * subscriptions did he cut" → "subscriptions": the last plural of the noun phrase, not a modifier.
 */
function countedNoun(question: Question): string | null {
  // "How many of his positions": the noun after "of his", never "his" itself.
  const match = /\bhow many (?:of (?:his|him|the|its|those|these|them) )?(.*)$/.exec(question.text);
  if (!match?.[1]) return null;
  // "How many billions", "how many bucks": a sum asked in its scale, counted by no noun.
  if (/^(thousands|millions|billions|grand|dollars|bucks)\b/.test(match[1])) return null;
  let noun: string | null = null;
  for (const word of match[1].split(' ').slice(0, 3)) {
    if (NOT_PLURAL.test(word)) break;
    if (IRREGULAR_PLURAL.test(word) || /^[a-z-]+s$/.test(word)) noun = word;
    else if (noun) break;
  }
  return noun;
}

const stemsOfWord = (word: string) => new Set([word, ...expandTerms(word)].map(stemWord));

/**
 * "How many episodes are in the series?": the answer must put a number beside the thing counted
 * (within three words either side) in a passage it rests on or in its own text; otherwise the site
 * gives no such number. Kinds the site lists whole (roles, projects) are counted from the list.
 */
export function statesCount(question: Question, text: string, evidence: readonly Passage[]): boolean {
  const noun = countedNoun(question);
  // A word no dictionary knows ("yeers") is a typo the reader could not place: no judgement on it.
  if (!noun || LISTED_KINDS.test(noun) || !isEnglishWord(noun)) return true;
  const wanted = stemsOfWord(noun);
  return [text, ...evidence.map((passage) => passage.text)].some((passage) => {
    const words = passage
      .toLowerCase()
      .split(/[^a-z0-9%+,.-]+/)
      .filter(Boolean);
    return words.some(
      (word, index) =>
        wanted.has(stemWord(word.replace(/[.,]+$/, ''))) &&
        // "4 global offices", "a team of 15", "teams of up to 15"; "Episode one" right after the noun
        // is a label, not a count, and "clients prepare for SOC 2" is a name's number.
        [
          ...words.slice(Math.max(0, index - 3), index),
          ...words.slice(index + 2, words[index + 1] === 'of' ? index + 5 : index + 4),
        ].some((near) => NUMBER.test(near.replace(/[.,]+$/, '')) && !/^(19|20)\d{2}$/.test(near)),
    );
  });
}

/** "the size of the IT budget", "the value of the contract": the thing whose amount is asked. */
const MEASURED =
  /\b(?:size|amount|value|total|share|percentage|percent|proportion|portion|fraction) of (?:the |his |its |that )?((?:[a-z&-]+ ){0,2}?[a-z-]+)(?= (?:he|him|his|at|in|for|that|which|did|was|were|is|on|with|during|goes|go|went|gets|got|spent)\b|$)/;
const FIGURE = /[$€£]\s?\d|\b\d[\d,.]*\s?(?:k|m|bn|b|%|million|billion|thousand)?\b/i;

/**
 * "What was the size of the IT budget he owned?": the answer must state a figure in a sentence
 * that names the thing measured, in a passage it rests on or in its own text; a figure of
 * something else (a saving beside the word "budget" elsewhere) is not its size.
 */
export function statesAmount(question: Question, text: string, evidence: readonly Passage[]): boolean {
  const noun = MEASURED.exec(question.text)?.[1]?.split(' ').at(-1);
  if (!noun || !isEnglishWord(noun)) return true;
  const wanted = stemsOfWord(noun);
  return [text, ...evidence.map((passage) => passage.text)]
    .flatMap((passage) => passage.split(/(?<=[.!?;])\s+|\n/))
    .some(
      (sentence) =>
        FIGURE.test(sentence.replace(/\b(19|20)\d{2}\b/g, '')) &&
        sentence
          .toLowerCase()
          .split(/[^a-z-]+/)
          .some((word) => wanted.has(stemWord(word))),
    );
}

/** "How much did the cleanup save?", "what did the program cost?": money asked for. */
const MONEY_ASKED =
  /\bhow much\b(?=.*\b(save[sd]?|saving|savings|cost|costs|costed|spend|spent|earn\w*|worth|pay|paid|charge[sd]?|money|dollars)\b)/;
const MONEY = /[$€£]\s?\d|\b\d[\d,.]*\s?(?:k|m|bn|million|billion|thousand)\b/i;

/**
 * "How much did the subscription cleanup save?": the answer must carry a sum of money; a sentence
 * about the cleanup with "90 days" in it is no answer to how much it saved.
 */
export function statesMoney(question: Question, text: string): boolean {
  return !MONEY_ASKED.test(question.text) || MONEY.test(text);
}

/** "How long is each episode?", "how long was the talk?": the length of a piece, not a span of his career. */
const LENGTH_ASKED =
  /\bhow long (?:is|was|are|were|does|did) (?:each|every|the|an?|one|his|that|this|its) (?:[a-z-]+ ){0,2}?(episodes?|videos?|talks?|articles?|posts?|pieces?|books?|podcasts?|interviews?|webinars?|calls?|sessions?|keynotes?|presentations?)\b/;
const LENGTH =
  /\b\d+[\d.,]*\s?(?:-\s?)?(?:seconds?|minutes?|mins?|hours?|hrs?|pages?|words?)\b|\b(?:an? |one |two |three )?(?:hour|minute|half[- ]hour)s?[- ]long\b/i;

/** A piece's length asked for must be in the answer: its date and subject are no length. */
export function statesLength(question: Question, text: string): boolean {
  return !LENGTH_ASKED.test(question.text) || LENGTH.test(text);
}

/** "What's the street address of the office?", "its postcode": a place's address asked for. */
const ADDRESS_ASKED = /\b(street|postal|mailing|physical|exact|office|full) address\b|\b(zip|post) ?codes?\b/;
const ADDRESS =
  /\b\d+[a-z]? [A-Z][a-z]+(?: [A-Z][a-z]+)* (?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Way|Lane|Ln|Place|Pl|Court|Ct|Parkway|Pkwy)\b/;

/** An address asked for must be in the answer: a city is not a street address. */
export function statesAddress(question: Question, text: string): boolean {
  return !ADDRESS_ASKED.test(question.text) || ADDRESS.test(text);
}

/**
 * A singular thing asked for by name: "which ticketing system", "what asset management tool", a
 * company by the service it sells ("which hosting company"), never an employer.
 */
const NAMED_THING =
  /\b(?:which|what) (?:[a-z&-]+ ){0,3}?(tool|system|software|platform|vendor|product|provider|solution|app|application|firm|agency|partner|(?:firm|vendor|provider|agency|partner)s|(?:hosting|web|cloud|domain|email|payroll|staffing|recruiting|recruitment|insurance|law|accounting|marketing) compan(?:y|ies))\b(?! (?:of|for) )/;
/**
 * Clients asked for by name: "name some of its clients", "which specific companies are clients";
 * "which industries do its clients span" asks for a kind, not a name.
 */
const NAMED_CLIENTS =
  /\b(?:names?|which|who are|specific|actual|list)\b(?: (?!industries|sectors|kinds?|types?|sorts?|markets?|fields?|verticals?|sizes?)\w+){0,5}? (clients?|customers?)\b/;
/** Capitalised words that name nothing: sentence openers, the generic "IT", months. */
const NOT_A_NAME =
  /^(I|IT|A|An|The|In|On|At|For|With|From|By|As|Our|My|His|Her|This|That|These|Those|We|He|She|It|They|Led|Built|Run|Own|Jan\w*|Feb\w*|Mar\w*|Apr\w*|May|Jun\w*|Jul\w*|Aug\w*|Sep\w*|Oct\w*|Nov\w*|Dec\w*)$/;

/** What a question asks a name for, when it asks one: the noun, and the words before it ("CRM platform"). */
export function askedName(question: Question): { noun: string; words: string[] } | null {
  const thing = NAMED_THING.exec(question.text);
  if (thing?.[1]) {
    const before = thing[0].split(' ').slice(1, -1);
    // "Which hosting company": the service names the thing; "company" would match every employer.
    const [service = thing[1]] = thing[1].split(' ');
    return { noun: thing[1], words: [...before.filter((word) => word.length > 2), service] };
  }
  const clients = NAMED_CLIENTS.exec(question.text)?.[1];
  return clients ? { noun: clients, words: [clients] } : null;
}

/**
 * "Which ticketing system did his service desk use?": the content must name one, a capitalised
 * name in a sentence with a word of the thing asked for ("Implemented Oracle Service Cloud CRM"
 * for "which CRM platform"), that the
 * question does not already hold; a sentence that only describes it ("an asset management
 * system") names nothing.
 */
export function namesThing(
  question: Question,
  asked: { noun: string; words: readonly string[] },
  passages: readonly Passage[],
): boolean {
  // The words before the noun as written ("ticketing" is not "ITSM"): "which antivirus product"
  // is named only in a sentence about antivirus, not in one about any product. With none, the
  // noun and its thesaurus words.
  const modifiers = asked.words.filter((word) => word !== asked.noun);
  const wanted = new Set(
    modifiers.length > 0
      ? modifiers.map(stemWord)
      : [...(asked.noun.includes(' ') ? [] : stemsOfWord(asked.noun)), ...asked.words.map(stemWord)],
  );
  const own = new Set(question.tokens.map((token) => token.toLowerCase()));
  return passages.some((passage) =>
    passage.text.split(/(?<=[.!?;:])\s+/).some((sentence) => {
      const tokens = sentence.split(/[^A-Za-z0-9&-]+/).filter(Boolean);
      if (!tokens.some((token) => wanted.has(stemWord(token.toLowerCase())))) return false;
      return tokens.some(
        (token, index) =>
          index > 0 &&
          /^[A-Z][A-Za-z0-9&-]+$/.test(token) &&
          !NOT_A_NAME.test(token) &&
          !own.has(token.toLowerCase()),
      );
    }),
  );
}

/**
 * "Which platform did he use, ServiceNow or Jira?": the options offered are words the site never
 * says, so which one it was is not stated, whatever else the question matched.
 */
export function offersOnlyUnsaid(question: Question, unsaid: readonly string[]): boolean {
  const raw = question.raw.toLowerCase();
  // "Microsoft 365 or Google Workspace": a name's version or product word may stand before the "or".
  const offered = (word: string) =>
    new RegExp(String.raw`\b${word.toLowerCase().replace(/[^a-z0-9]/g, '')}(?: [\w.-]+){0,2} or `).test(raw);
  return unsaid.length >= 2 && unsaid.some(offered);
}

/**
 * "Which business school is the MBA from?": the thing asked for is one the site never names, so
 * what it says about the MBA is no answer, and one sentence says so.
 */
export function askedUnsaid(question: Question, unsaid: readonly string[]): string | null {
  for (const word of unsaid) {
    const asked = new RegExp(String.raw`^(?:which|what) ((?:\w+ )?${word.toLowerCase()})\b`).exec(
      question.text,
    );
    if (asked?.[1]) return asked[1];
  }
  return null;
}

/** "Which video game titles did he test?": games, books and films are named things. */
const NAMED_WORKS =
  /\b(?:which|what|name (?:some|any|the)|list the|titles? of the) (?:[a-z&-]+ ){0,2}?(games|game titles|video games|books|films|movies|apps)\b(?= (?:did|does|do|has|have|had|was|were|is|are|him)\b|\s*$)/;

/**
 * The works a question asks to be named, when the passages name none: a game, a book or a film is
 * named in quotes ("“Starfall”"), and a sentence about "console and PC titles" names no title.
 */
export function askedWorks(question: Question, passages: readonly Passage[]): string | null {
  const kind = NAMED_WORKS.exec(question.text)?.[1];
  if (!kind) return null;
  const noun = kind.replace(/^video /, '').replace(/^game titles$/, 'games');
  const stem = stemWord(noun.split(' ').at(-1) ?? noun);
  const names = passages.some(
    (passage) =>
      /“[^”]{2,}”|"[^"]{2,}"/.test(passage.text) &&
      passage.text
        .toLowerCase()
        .split(/[^a-z]+/)
        .some((word) => stemWord(word) === stem),
  );
  return names ? null : noun;
}
