/**
 * Wording that frames a question rather than asks it, read apart before the question is: where the
 * visitor wants the answer from ("going by the site"), how to answer ("like you're pitching him"),
 * the visitor's or other people's time ("before we buy it"), and "get paid to" before the work.
 */

/**
 * "Going by the site, what…", "according to his website": where the visitor wants the answer from,
 * which is every answer's source; read as a name, "site" would make it a question about the site.
 */
const SOURCE_HEDGE =
  /\b(?:going by|according to|judging (?:by|from)|based on|from what|as far as) (?:the|this|his|your) (?:site|website|web site|page|portfolio)(?: says| shows| tells me| goes)?\b,?/gi;

/** "Did he ever get paid to test games?" asks whether he did the work, not what it paid. */
const PAID_TO = /\b(?:get|got|gets|getting|been|be) paid to\b/gi;

/** The question without the words that only frame it ("going by the site", "get paid to"). */
export function withoutFraming(raw: string): string {
  return raw.replace(SOURCE_HEDGE, ' ').replace(PAID_TO, ' ');
}

/**
 * "Sum him up like you're pitching him at a networking event", "explain it as if I were five": a
 * clause saying how to answer, not what about; its words are no subject to search for. The
 * position where it starts, or the length of the question.
 */
export function mannerStart(words: readonly string[]): number {
  const at = words.findIndex((word, position) => {
    const [next = '', after = ''] = words.slice(position + 1, position + 3);
    const isLike =
      word === 'like' &&
      (/^(youre|ur|im|someone|somebody)$/.test(next) ||
        (/^(you|i)$/.test(next) && /^(are|were|was|am)$/.test(after)));
    return position > 0 && (isLike || (word === 'as' && /^(if|though)$/.test(next)));
  });
  return at < 0 ? words.length : at;
}

/** People a "they" can stand for: "what did he review for founders before they committed". */
const PEOPLE =
  /\b(founders|clients|customers|startups|companies|teams|people|employees|users|staff|executives|leaders|boards|buyers|investors|candidates)\b/i;

/**
 * "Kick the tyres before you buy it", "review budgets for founders before they commit": a time
 * clause whose subject is the visitor or other people places nothing on his timeline, so its
 * "before" or "after" is dropped before relations and operations are read.
 */
export function withoutOthersTime(text: string): string {
  return text.replace(
    /\b(?:before|after|until|till|once)\s+(?=(?:you|u|ya|we|i|your|our|my|they)\b)/gi,
    (connective, at: number) =>
      /^they$/i.test(text.slice(at + connective.length).split(/\s/)[0] ?? '') &&
      !PEOPLE.test(text.slice(0, at))
        ? connective
        : '',
  );
}
