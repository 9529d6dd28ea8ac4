import type { Fact, Quantity } from '../../knowledge/facts';
import { formatDuration, formatMonth, formatSpan } from '../../knowledge/timeline';
import { stemWord } from '../../understand/stem-word';
import type { Measured } from './operations';

/**
 * What an operation measures on a fact, and how the measured value reads. Every kind of fact
 * answers the same measures: a role, an employer, a project or an award has a start, a dated
 * item is a point in time, anything with figures has an amount.
 */
export type MeasureName = 'duration' | 'start' | 'end' | 'amount' | 'titles';
export type Per = 'month' | 'year';

export type Measurement = Measured<Fact> & {
  /** The value as a reply states it: "4 years and 2 months (May 2017 - July 2021)", "$1.5M". */
  shown: string;
  quantity?: Quantity;
};

/** The stems that say what an amount is about: the question's words and their thesaurus forms. */
export type AmountWords = ReadonlySet<string>;

const labelStems = (quantity: Quantity) =>
  new Set(
    quantity.label
      .toLowerCase()
      .split(/[^a-z&]+/)
      .filter(Boolean)
      .map(stemWord),
  );

const AMOUNT_WORDS = new Set(
  'dollar figur number amount valu money largest biggest highest smallest lowest site has have project projects'
    .split(' ')
    .map(stemWord),
);

/** How well an amount's label matches the words asked about it (0: not at all). */
export function scoreQuantity(quantity: Quantity, asked: AmountWords, wantsMoney: boolean): number {
  const stems = labelStems(quantity);
  const shared = [...asked].filter((stem) => stems.has(stem)).length;
  return shared + (wantsMoney && quantity.unit === 'money' ? 0.5 : 0);
}

/** An amount restated per month or per year: "$70K monthly" is $840K a year. */
export function restate(quantity: Quantity, per: Per | null): number {
  if (!per || !quantity.per || quantity.per === per) return quantity.value;
  return per === 'year' ? quantity.value * 12 : quantity.value / 12;
}

/** "$840K", "$1.5M", "$125K", "35%", "4": money written the way the content writes it. */
export function formatAmount(value: number, unit: Quantity['unit']): string {
  if (unit === 'percent') return `${Number(value.toFixed(1))}%`;
  if (unit === 'count') return value.toLocaleString('en-US');
  const scaled = (divisor: number, suffix: string) => `$${Number((value / divisor).toFixed(2))}${suffix}`;
  if (value >= 1e9) return scaled(1e9, 'B');
  if (value >= 1e6) return scaled(1e6, 'M');
  if (value >= 1e3) return scaled(1e3, 'K');
  return `$${Math.round(value)}`;
}

function showWhen(fact: Fact, month: number): string {
  return fact.span && fact.span.start === fact.span.end && fact.when ? fact.when : formatMonth(month);
}

export function measure(
  fact: Fact,
  name: MeasureName,
  options: { asked?: AmountWords; wantsMoney?: boolean; per?: Per | null } = {},
): Measurement | null {
  const { span } = fact;
  switch (name) {
    case 'duration':
      if (!span || span.start === span.end) return null;
      return {
        item: fact,
        value: span.end - span.start,
        shown: `${formatDuration(span.end - span.start)}${span.isCurrent ? ' so far' : ''} (${formatSpan(span)})`,
      };
    case 'start':
      return span ? { item: fact, value: span.start, shown: showWhen(fact, span.start) } : null;
    case 'end':
      if (!span) return null;
      return {
        item: fact,
        value: span.end,
        shown: span.isCurrent ? 'the present' : showWhen(fact, span.end),
      };
    case 'titles':
      return {
        item: fact,
        value: fact.roleCount,
        shown: `${fact.roleCount} ${fact.roleCount === 1 ? 'title' : 'titles'}`,
      };
    case 'amount': {
      // "The largest dollar figure": words that only say it is an amount pick no particular one.
      const asked = new Set([...(options.asked ?? [])].filter((stem) => !AMOUNT_WORDS.has(stem)));
      const scored = fact.quantities
        .map((quantity) => ({ quantity, score: scoreQuantity(quantity, asked, options.wantsMoney ?? false) }))
        // Asked in money ("the biggest deal"), a percent or a count is no answer, whatever its label shares.
        .filter((entry) => !options.wantsMoney || entry.quantity.unit === 'money')
        .filter((entry) => entry.score >= 1 || asked.size === 0)
        .sort((a, b) => b.score - a.score || b.quantity.value - a.quantity.value);
      const best = scored[0]?.quantity;
      if (!best) return null;
      const value = restate(best, options.per ?? null);
      const restated = value !== best.value ? ` (${formatAmount(value, best.unit)} a ${options.per})` : '';
      // A metric's label is short ("Assets Managed"); an amount in a sentence is shown with it.
      const label = best.sentence ? `: “${best.sentence}”` : ` ${best.label}`;
      return { item: fact, value, quantity: best, shown: `${best.text}${label}${restated}` };
    }
  }
}

const TOTAL_WORDS = /\b(cumulative|total|combined|overall|in all|all told|lifetime)\b/i;

/** The largest amount written as a total or an "at least" (a floor such as "$10M+"), if any. */
export function statedTotal(values: Measurement[]): Measurement | null {
  const totals = values.filter(
    (value) =>
      value.quantity?.isFloor === true ||
      TOTAL_WORDS.test(`${value.quantity?.label ?? ''} ${value.quantity?.sentence ?? ''}`),
  );
  return totals.reduce<Measurement | null>(
    (best, value) => (best && best.value >= value.value ? best : value),
    null,
  );
}
