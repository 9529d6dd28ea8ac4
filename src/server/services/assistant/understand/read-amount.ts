import { NUMBER_WORDS } from '../../../../shared/text/number-words';
/**
 * Amounts as people write them ("$1.5M", "$2 billion", "50,000", "15+", "99.9%", "more than 50
 * people") and the comparison a yes/no question makes with one ("over $1M", "larger than 50").
 * Pure text work: no content, no search.
 */

export type AmountKind = 'money' | 'percent' | 'count';
export type Amount = {
  value: number;
  kind: AmountKind;
  /** "15+", "more than $5M": a floor rather than an exact figure. */
  isFloor: boolean;
  /** Written with a scale ("2B", "1 mil"): a sum of money even without the dollar sign. */
  isScaled: boolean;
  /** As written, for quoting it back. */
  text: string;
  /** Character offsets in the text it was read from. */
  start: number;
  end: number;
};
export type Comparison = '>' | '<' | '=';
export type Threshold = { amount: Amount; comparison: Comparison; unitWords: string[] };

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  mil: 1e6,
};
const AMOUNT =
  /(\$\s?)?(\d[\d,]*(?:\.\d+)?)(?:\s?(k|mm|mn|m|bn|b|thousand|million|mil|billion)\b)?(\+)?(\s?%| percent\b)?/gi;
const FLOOR_BEFORE = /\b(more th[ae]n|over|above|at least|upwards of|in excess of)\s*$/i;
const ABOVE =
  /\b(more th[ae]n|over|above|greater than|larger than|bigger than|higher than|longer than|exceeding|in excess of|at least|upwards of|north of|beyond)\s*$/i;
const BELOW = /\b(less than|fewer than|under|below|smaller than|lower than|shorter than|at most)\s*$/i;
/** Words after an amount that only join it to its unit: "$10M in assets", "10 years of experience". */
const JOINING = new Set(['in', 'of', 'a', 'an', 'per', 'the', 'worth', 'total', 'and', 'or', 'plus']);
const UNIT_WORDS = 3;
/**
 * A bare number after these is part of a name or a numbering, not an amount: "SOC 2", "ISO 27001",
 * "item 2", "question 3", "step #4".
 */
const NAMING_BEFORE = /\b(?:item|question|point|step|part|no\.?|number)\s?#?$|#$/i;
const ACRONYM_BEFORE = /\b[A-Z]{2,}\s$/;

/** "more than a dozen startups", "three portfolio companies": counts written as words. */
const WORD_AMOUNT = new RegExp(String.raw`\b(?:a )?(${[...NUMBER_WORDS.keys()].join('|')})\b`, 'gi');

function findWordAmounts(text: string): Amount[] {
  return [...text.matchAll(WORD_AMOUNT)].map((match) => {
    const start = match.index ?? 0;
    const value = NUMBER_WORDS.get((match[1] ?? '').toLowerCase()) ?? 0;
    const isFloor = FLOOR_BEFORE.test(text.slice(Math.max(0, start - 20), start));
    return {
      value,
      kind: 'count',
      isFloor,
      isScaled: false,
      text: match[0],
      start,
      end: start + match[0].length,
    };
  });
}

/** Every amount in a text, in the order written. */
export function findAmounts(text: string): Amount[] {
  const amounts: Amount[] = findWordAmounts(text);
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, dollar, digits = '', scale, plus, percent] = match;
    const start = match.index ?? 0;
    // A digit inside a word ("x509", "SOC2") or a date's year is not an amount.
    if (start > 0 && /[A-Za-z\d.]/.test(text[start - 1] ?? '')) continue;
    const number = Number(digits.replace(/,/g, ''));
    if (!Number.isFinite(number)) continue;
    const isYear = !dollar && !scale && !percent && /^(19|20)\d{2}$/.test(digits);
    if (isYear) continue;
    const value = number * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1);
    const kind: AmountKind = dollar ? 'money' : percent ? 'percent' : 'count';
    const lead = text.slice(Math.max(0, start - 10), start);
    if (kind === 'count' && !scale && (ACRONYM_BEFORE.test(lead) || NAMING_BEFORE.test(lead))) continue;
    const isFloor = Boolean(plus) || FLOOR_BEFORE.test(text.slice(Math.max(0, start - 20), start));
    const trimmed = whole.trimEnd();
    amounts.push({
      value,
      kind,
      isFloor,
      isScaled: Boolean(scale),
      text: trimmed,
      start,
      end: start + trimmed.length,
    });
  }
  return amounts.sort((a, b) => a.start - b.start);
}

/** The amount a question measures against, the comparison it makes, and the unit words after it. */
export function readThreshold(question: string): Threshold | null {
  const [amount] = findAmounts(question);
  if (!amount) return null;
  const before = question.slice(0, amount.start);
  const comparison: Comparison = ABOVE.test(before) ? '>' : BELOW.test(before) ? '<' : '=';
  const unitWords = question
    .slice(amount.end)
    .split(/[?!.;,]/)[0]
    ?.toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '' && !JOINING.has(word))
    .slice(0, UNIT_WORDS);
  return { amount, comparison, unitWords: unitWords ?? [] };
}

/** Whether a stated amount settles the question's comparison: true, false, or null when a floor leaves it open. */
export function meets(stated: Amount, threshold: Threshold): boolean | null {
  const { value } = threshold.amount;
  switch (threshold.comparison) {
    case '>':
      if (stated.value > value) return true;
      return stated.isFloor ? null : false;
    case '<':
      if (stated.isFloor) return stated.value >= value ? false : null;
      return stated.value < value;
    case '=':
      if (Math.abs(stated.value - value) <= value * 0.01) return true;
      return stated.isFloor && stated.value < value ? null : false;
  }
}
