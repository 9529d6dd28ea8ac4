/**
 * The pay a posting states in its text: "$140,000 – $165,000 per year", "£55k-£65k", "USD 90,000
 * to 110,000", "$48/hour", "Salary: €70.000". Money the posting talks about for other reasons (a
 * "$12M operating budget", a "$1,500 learning budget", funding raised) is not pay and is left out:
 * a single amount counts only beside a word about pay, and no amount beside a word about budgets.
 */

const CURRENCY = String.raw`(?:US\$|CA\$|A\$|C\$|\$|£|€|USD|CAD|AUD|EUR|GBP|CHF)`;
const NUMBER = String.raw`\d{1,3}(?:[,.\s]\d{3})+(?:\.\d{2})?|\d+(?:\.\d+)?`;
const SUFFIX = String.raw`(?:\s?[kK](?![a-z]))?`;
const AMOUNT = String.raw`${CURRENCY}\s?(?:${NUMBER})${SUFFIX}|(?:${NUMBER})${SUFFIX}\s?${CURRENCY}`;
const BARE = `(?:${NUMBER})${SUFFIX}`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to|and)\s*`;
const UNIT = String.raw`(?:\s*(?:per|an?|/)\s*(?:year|yr|annum|hour|hr|month|mo|week|day)\b|\s*(?:annually|yearly|hourly|p\.a\.|DOE|OTE|base))?`;

/** An amount, or a range whose second end may drop the currency ("$90,000 to 110,000"). */
const MONEY = new RegExp(
  String.raw`(?:between\s+)?(${AMOUNT})(?:${RANGE_JOIN}(${AMOUNT}|${BARE}))?(${UNIT})`,
  'gi',
);
const PAY_WORDS =
  /\b(salary|salaries|compensation|pay|paid|base|wage|wages|rate|ote|on-target|earn|earnings|per (year|annum|hour|month)|annually|hourly|\/\s?(yr|hr|year|hour))\b/i;
const NOT_PAY_WORDS =
  /\b(budgets?|revenue|funding|raised|valuation|arr|spend|spending|turnover|series [a-e]|investment|savings|cost|costs|reimburse\w*|stipend|allowance|bonus pool|grant)\b/i;
const MILLIONS = /\d\s?(m|mm|million|b|bn|billion)\b/i;

function amountValue(amount: string): number {
  const digits = amount.replace(/[^\d.,kK]/g, '');
  const isThousands = /k$/i.test(digits);
  const plain = digits.replace(/k$/i, '');
  // "70.000" and "70,000" are both seventy thousand; "48.50" is a price with cents.
  const normalised = /[.,]\d{3}(?!\d)/.test(plain) ? plain.replace(/[.,\s]/g, '') : plain.replace(/,/g, '');
  return Number(normalised) * (isThousands ? 1000 : 1);
}

/** Plausible pay: an hourly rate, a monthly or a yearly salary; not a year, not a team size. */
function isPlausible(value: number): boolean {
  return value >= 7 && value <= 2_000_000 && !(value >= 1900 && value <= 2100 && Number.isInteger(value));
}

const tidy = (text: string) =>
  text
    .replace(/\s*(?:-|–|—)\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .replace(/^between\s+/i, '')
    .trim();

export function findSalary(text: string): string {
  for (const line of text.split(/\n/)) {
    for (const match of line.matchAll(MONEY)) {
      const [whole, first = '', second] = match;
      const start = match.index ?? 0;
      const around = line.slice(Math.max(0, start - 60), start + whole.length + 40);
      if (NOT_PAY_WORDS.test(around) || MILLIONS.test(whole)) continue;
      const values = [first, second].filter((value): value is string => Boolean(value)).map(amountValue);
      if (!values.every(isPlausible)) continue;
      const isRange = values.length === 2 && (values[1] ?? 0) >= (values[0] ?? 0);
      if (isRange || PAY_WORDS.test(around)) return tidy(whole);
    }
  }
  return '';
}
