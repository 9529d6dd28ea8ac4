import { NUMBER_WORDS } from '../../../../shared/text/number-words';
import { splitSentences } from '../compose/reply-text';
import { STOP_WORDS } from '../understand/question-words';

/**
 * The check every model reply passes before a visitor sees it: each number, organisation,
 * person, certification, email, phone number and link in it must appear in the passages the
 * model was given. A name or number that only the visitor's question contains is allowed only
 * in a sentence that denies it ("The site doesn't mention Google"), never as a claim.
 */

export type ReplyCheck = { ok: true } | { ok: false; unsupported: string[] };

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL = /\bhttps?:\/\/[^\s)"'<>]+|\bwww\.[^\s)"'<>]+/gi;
const PHONE = /\+?\(?\d[\d\s().-]{7,}\d/g;
const NUMBER = /\$?\d[\d,]*(?:\.\d+)?\s*(?:%|\+|k\b|m\b|b\b|thousand\b|million\b|billion\b|bn\b)?/gi;
const NEGATION =
  /\b(not|no|never|none|nothing|doesn't|does not|isn't|is not|wasn't|don't|didn't|can't|cannot|without)\b|n't\b/i;
/** Capitalised words that are ordinary English at the start of a sentence or in any reply. */
const COMMON = new Set(
  (
    'yes no sure certainly absolutely unfortunately currently additionally also overall however before after ' +
    'during while since in on at for from with as by of to the a an he his him she her they their it its this that ' +
    'these those there here what which who when where why how i you your we our my me if so but and or not ' +
    'english hello hi thanks thank please note see according based besides both each either first then later ' +
    'today now previously earlier recently finally meanwhile together altogether'
  ).split(' '),
);
const MONTHS = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/;

function numericValue(token: string): number | null {
  const match = /^\$?([\d,]*\.?\d+)\s*(%|\+|k|m|b|thousand|million|billion|bn)?$/i.exec(token.trim());
  if (!match?.[1]) return null;
  const unit = (match[2] ?? '').toLowerCase();
  const scale =
    unit === 'k' || unit === 'thousand'
      ? 1e3
      : unit === 'm' || unit === 'million'
        ? 1e6
        : unit === 'b' || unit === 'billion' || unit === 'bn'
          ? 1e9
          : 1;
  return Number(match[1].replace(/,/g, '')) * scale;
}

function numbersIn(text: string): Set<number> {
  const values = new Set<number>();
  for (const token of text.match(NUMBER) ?? []) {
    const value = numericValue(token);
    if (value !== null) values.add(Number(value.toPrecision(6)));
  }
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const value = NUMBER_WORDS.get(word);
    if (value !== undefined) values.add(value);
  }
  return values;
}

const wordsOf = (text: string): Set<string> => new Set(text.toLowerCase().match(/[a-z0-9&]+/g) ?? []);
const digitsOf = (text: string): string => text.replace(/\D/g, '');

type Source = { words: Set<string>; numbers: Set<number>; digits: string; lower: string };
const readSource = (text: string): Source => ({
  words: wordsOf(text),
  numbers: numbersIn(text),
  digits: digitsOf(text),
  lower: text.toLowerCase(),
});

/** Names in a sentence: capitalised words past its first, its first if not a common word, and acronyms. */
function namesIn(sentence: string): string[] {
  const tokens = sentence.match(/[A-Za-z][A-Za-z0-9&'’.-]*[A-Za-z0-9&]|[A-Z]/g) ?? [];
  return tokens.flatMap((token, position) => {
    const word = token.replace(/['’]s$/, '').replace(/\.$/, '');
    const lower = word.toLowerCase();
    if (!/^[A-Z]/.test(word) || MONTHS.test(lower)) return [];
    if (position === 0 && (COMMON.has(lower) || STOP_WORDS.has(lower) || /(ly|ed|ing)$/.test(lower)))
      return [];
    if (COMMON.has(lower) && !/^[A-Z0-9&]{2,}$/.test(word)) return [];
    return [word];
  });
}

export function checkModelReply(
  reply: string,
  given: { passages: readonly string[]; question: string },
): ReplyCheck {
  const passages = readSource(given.passages.join('\n'));
  const question = readSource(given.question);
  const unsupported: string[] = [];
  for (const sentence of splitSentences(reply.replace(/\n+/g, '. '))) {
    const isDenial = NEGATION.test(sentence);
    const allowed = (inPassages: boolean, inQuestion: boolean) => inPassages || (inQuestion && isDenial);
    for (const email of sentence.match(EMAIL) ?? []) {
      const lower = email.toLowerCase();
      if (!allowed(passages.lower.includes(lower), question.lower.includes(lower))) unsupported.push(email);
    }
    const withoutEmails = sentence.replace(EMAIL, ' ');
    for (const url of withoutEmails.match(URL) ?? []) {
      const link = url.replace(/[.,;:!?]+$/, '').toLowerCase();
      if (!allowed(passages.lower.includes(link), question.lower.includes(link))) unsupported.push(url);
    }
    const plain = withoutEmails.replace(URL, ' ');
    for (const phone of plain.match(PHONE) ?? []) {
      const digits = digitsOf(phone);
      if (digits.length < 7) continue;
      if (!allowed(passages.digits.includes(digits), question.digits.includes(digits)))
        unsupported.push(phone.trim());
    }
    for (const value of numbersIn(plain.replace(PHONE, ' '))) {
      if (!allowed(passages.numbers.has(value), question.numbers.has(value))) unsupported.push(String(value));
    }
    for (const name of namesIn(plain.replace(PHONE, ' ').replace(NUMBER, ' '))) {
      const parts = name
        .toLowerCase()
        .split(/[^a-z0-9&]+/)
        .filter(Boolean);
      const isKnown = (source: Source) => parts.every((part) => source.words.has(part));
      if (!allowed(isKnown(passages), isKnown(question))) unsupported.push(name);
    }
  }
  return unsupported.length === 0
    ? { ok: true }
    : { ok: false, unsupported: [...new Set(unsupported)].slice(0, 8) };
}
