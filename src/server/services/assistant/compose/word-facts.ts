import type { Fact, FactKind } from '../knowledge/facts';
import type { Focus } from '../knowledge/focus';
import { formatDuration, formatMonth } from '../knowledge/timeline';
import type { FactPlan } from '../reason/facts/fact-plan';
import { formatAmount, type Measurement, type MeasureName } from '../reason/facts/measures';
import { answer, type PartAnswer } from '../reason/part-answer';
import { bullets, capital, firstSentence, joinWords, lines, withoutFinalStop } from './reply-text';
import { wordHaving } from './word-having';

/** How each operation's result reads: one wording per operation, whatever kind of fact it ran on. */

const NOUN: Record<FactKind, string> = {
  role: 'role',
  employer: 'employer',
  project: 'project',
  award: 'award',
  publication: 'publication',
  person: 'recommendation',
  credential: 'credential',
  quantity: 'figure',
};

/** "IT Manager at Northwind Interactive (March 2013 - January 2017)", "the Top Tech Exec Award (May 2015)". */
function named(entry: Measurement, measureName: MeasureName): string {
  const fact = entry.item;
  if (measureName === 'amount') {
    if (fact.kind !== 'quantity') return `${fact.name}: ${entry.shown}`;
    // A bare figure says what it belongs to: "35% Faster Resolution (Oracle Service Cloud CRM Implementation)".
    const owner = fact.passages[0]?.label;
    return owner && !entry.shown.includes(owner) ? `${entry.shown} (${owner})` : entry.shown;
  }
  if (measureName === 'titles') return `${fact.name}, ${entry.shown}`;
  if (measureName === 'duration') return `${fact.name}, ${entry.shown}`;
  const when = fact.kind === 'role' || fact.kind === 'employer' ? fact.when : entry.shown;
  return `${fact.name} (${when})`;
}

function superlativeLead(kind: FactKind, measureName: MeasureName, direction: 'max' | 'min'): string {
  const noun = NOUN[kind];
  switch (measureName) {
    case 'duration':
      return direction === 'max' ? 'Longest' : 'Shortest';
    case 'start':
      return direction === 'min' ? `The earliest ${noun}` : `The most recent ${noun}`;
    case 'end':
      return direction === 'min' ? `The first ${noun} to end` : `The last ${noun} to end`;
    case 'titles':
      return direction === 'max' ? 'The most titles' : 'The fewest titles';
    case 'amount':
      return direction === 'max'
        ? `The largest ${noun === 'figure' ? 'figure' : `${noun} figure`}`
        : 'The smallest figure';
  }
}

function describeFact(fact: Fact): string {
  const detail = fact.passages.find((passage) => passage.kind === 'detail')?.text;
  const figures = fact.quantities.map((quantity) => `${quantity.text} ${quantity.label}`).join(', ');
  const when = fact.kind === 'role' || fact.kind === 'employer' ? fact.when : null;
  return [
    `${capital(fact.name)}${when ? ` (${when}${fact.location ? `, ${fact.location}` : ''})` : ''}`,
    figures ? `results: ${figures}` : detail ? withoutFinalStop(firstSentence(detail)) : null,
  ]
    .filter(Boolean)
    .join(': ');
}

const POINT_VERB = { start: 'began', end: 'ended' } as const;

/** "After: Y began in September 2023, after X ended in June 2023." */
function comparedPoints(
  plan: Extract<FactPlan, { op: 'compare' }>,
  points: readonly ['start' | 'end', 'start' | 'end'],
  verdict: string,
): string {
  const { first, second } = plan;
  const event = (entry: Measurement, point: 'start' | 'end') =>
    point === 'end' && entry.item.span?.isCurrent
      ? `${entry.item.name} is still going (since ${formatMonth(entry.item.span.start)})`
      : `${entry.item.name} ${POINT_VERB[point]} in ${entry.shown}`;
  if (first.value === second.value)
    return `${verdict}The same month: ${event(first, points[0])}, and ${event(second, points[1])}.`;
  const relation = first.value < second.value ? 'before' : 'after';
  return `${verdict || `${capital(relation)}: `}${capital(event(first, points[0]))}, ${relation} ${event(second, points[1])}.`;
}

function compared(plan: Extract<FactPlan, { op: 'compare' }>): string {
  const { first, second, measure: measureName, direction } = plan;
  const isFirst = direction === 'max' ? first.value >= second.value : first.value <= second.value;
  const [winner, other] = isFirst ? [first, second] : [second, first];
  const verdict = plan.verdict === null ? '' : plan.verdict ? 'Yes. ' : 'No. ';
  if (plan.points) return comparedPoints(plan, plan.points, verdict);
  switch (measureName) {
    case 'start':
    case 'end': {
      if (plan.isOverlap)
        return lines(
          "The site's dates for these overlap, so it doesn't say which came first:",
          bullets(
            [first, second].map((entry) => `${capital(entry.item.name)}: ${entry.item.when ?? entry.shown}`),
          ),
        );
      const [earlier, later] = first.value <= second.value ? [first, second] : [second, first];
      if (earlier.value === later.value)
        return `${verdict}The site dates both to the same month: ${named(first, measureName)} and ${named(second, measureName)}.`;
      const dated = (entry: Measurement) =>
        `${entry.item.name} (${entry.item.kind === 'role' || entry.item.kind === 'employer' ? entry.item.when : entry.shown})`;
      // How far apart is the next thing a visitor asks: it is said with the order.
      return `${verdict}${capital(earlier.item.name)} came first (${dated(earlier).slice(earlier.item.name.length + 2, -1)}), then ${dated(later)}, ${formatDuration(later.value - earlier.value)} later.`;
    }
    case 'duration':
      return lines(
        `${verdict}${capital(winner.item.name)} was ${direction === 'max' ? 'longer' : 'shorter'}: ${winner.shown}.`,
        `${capital(other.item.name)}: ${other.shown}.`,
        winner.value === other.value
          ? null
          : `That is ${formatDuration(Math.abs(winner.value - other.value))} ${direction === 'max' ? 'longer' : 'shorter'}.`,
      );
    case 'amount': {
      const floors = [winner, other].some((entry) => entry.quantity?.isFloor)
        ? ' (as the site states them; a “+” or “more than” figure is a floor)'
        : '';
      if (winner.value === other.value && winner.quantity?.unit === other.quantity?.unit)
        return `${verdict}Neither: they are the same, ${named(first, measureName)} and ${named(second, measureName)}${floors}.`;
      return lines(
        `${verdict}The ${direction === 'max' ? 'larger' : 'smaller'} is ${named(winner, measureName)}${floors}.`,
        `The other: ${named(other, measureName)}.`,
      );
    }
    case 'titles':
      return `${verdict}${capital(named(winner, measureName))}; ${named(other, measureName)}.`;
  }
}

function wordPlan(plan: FactPlan): { text: string; facts: Fact[]; focus: Focus | null } {
  switch (plan.op) {
    case 'superlative': {
      const { winner, ranked, measure: measureName, direction } = plan;
      const others = ranked.filter((entry) => entry !== winner).slice(0, 4);
      const tie = plan.isTie ? ' (tied with the next one listed)' : '';
      return {
        text: lines(
          `${superlativeLead(winner.item.kind, measureName, direction)}: ${named(winner, measureName)}${tie}.`,
          others.length > 0
            ? `For comparison:\n${bullets(others.map((entry) => named(entry, measureName)))}`
            : null,
        ),
        facts: ranked.map((entry) => entry.item),
        focus: winner.item.focus,
      };
    }
    case 'compare':
      // "Did X come before Y? What was it given for?": the side asked about first is the subject.
      return {
        text: compared(plan),
        facts: [plan.first.item, plan.second.item],
        focus: plan.verdict === null ? null : plan.first.item.focus,
      };
    case 'difference': {
      const { earlier, later, gap, measure: measureName } = plan;
      const amount =
        measureName === 'amount'
          ? // Two percentages differ by points: 30% and 20% are 10 percentage points apart.
            earlier.quantity?.unit === 'percent'
            ? `${Number(gap.toFixed(1))} percentage points`
            : formatAmount(gap, earlier.quantity?.unit ?? 'count')
          : // Past eight years a count of months reads as noise: "18 years", not "(216 months)".
            `${formatDuration(gap)}${gap >= 12 && gap < 100 ? ` (${gap} months)` : ''}`;
      const between =
        measureName === 'amount'
          ? `between ${named(later, measureName)} and ${named(earlier, measureName)}`
          : `between ${earlier.item.name} (${earlier.shown}) and ${later.item.name} (${later.shown})`;
      return {
        // A date still to come ("expected January 2027") has not passed yet.
        text: `${capital(amount)} ${measureName === 'amount' ? 'is the difference' : /\bexpected\b/.test(later.shown) ? 'lie' : 'passed'} ${between}.`,
        facts: [earlier.item, later.item],
        focus: null,
      };
    }
    case 'overlap': {
      const { first, second, shared } = plan;
      const both = `${first.name} (${first.when}) and ${second.name} (${second.when})`;
      return {
        text: shared
          ? `${capital(both)} overlapped for ${formatDuration(shared.end - shared.start)} (${formatMonth(shared.start)} - ${formatMonth(shared.end)}).`
          : `${capital(both)} did not overlap.`,
        facts: [first, second],
        focus: null,
      };
    }
    case 'sum': {
      const [only] = plan.parts;
      // One figure stated as the total keeps its own writing: "$10M+" says "at least".
      const total =
        plan.measure === 'duration'
          ? formatDuration(plan.total)
          : plan.parts.length === 1 && only?.quantity
            ? only.quantity.text
            : formatAmount(plan.total, only?.quantity?.unit ?? 'count');
      const whole = plan.whole?.span
        ? ` ${plan.whole.name}'s span on the Career Timeline is ${plan.whole.when}.`
        : '';
      const count = `${plan.parts.length} ${plan.parts.length === 1 ? NOUN[plan.parts[0]?.item.kind ?? 'role'] : `${NOUN[plan.parts[0]?.item.kind ?? 'role']}s`}`;
      // Roles held side by side are not time twice over: the months covered lead, the plain sum follows.
      const lead =
        plan.covered === undefined
          ? `${capital(total)} in all, across ${count}.`
          : `${capital(formatDuration(plan.covered))} in all, across ${count}, with the months of roles held at the same time counted once (added up role by role: ${total}).`;
      return {
        text: lines(`${lead}${whole}`, bullets(plan.parts.map((entry) => named(entry, plan.measure)))),
        facts: plan.parts.map((entry) => entry.item),
        focus: plan.whole?.focus ?? null,
      };
    }
    case 'order':
      return {
        text: lines(
          `In order of ${plan.measure === 'end' ? 'end' : 'start'} date, earliest first:`,
          plan.ordered.map((entry, index) => `${index + 1}. ${named(entry, plan.measure)}`).join('\n'),
        ),
        facts: plan.ordered.map((entry) => entry.item),
        focus: null,
      };
    case 'restate':
      return {
        text: `${plan.from.shown} comes to about ${formatAmount(plan.value, plan.from.quantity?.unit ?? 'money')} a ${plan.per}, spread evenly.`,
        facts: [plan.from.item],
        focus: plan.from.item.focus,
      };
    case 'figure': {
      const { of, owner } = plan;
      const about = owner ? `${capital(owner.name)}: ` : '';
      return {
        text: `${about}${of.shown}.`.replace(/”\.$/, '”'),
        facts: owner ? [owner, of.item] : [of.item],
        focus: owner?.focus ?? of.item.focus,
      };
    }
    case 'at-date': {
      const { event, roles } = plan;
      const held = roles.map((role) => `${role.name} (${role.when})`);
      return {
        text: `At the time of ${event.item.name} (${event.shown}): ${joinWords(held)}.`,
        facts: roles,
        focus: roles.length === 1 ? (roles[0]?.focus ?? null) : null,
      };
    }
    case 'stated':
      return {
        text: lines(
          `Where the site states ${plan.text}:`,
          bullets(plan.uses.map(({ of, owner }) => `${owner ? `${capital(owner.name)}: ` : ''}${of.shown}`)),
        ),
        facts: plan.uses.flatMap(({ of, owner }) => (owner ? [owner, of.item] : [of.item])),
        focus: plan.uses.length === 1 ? (plan.uses[0]?.owner?.focus ?? null) : null,
      };
    case 'side-by-side':
      return {
        text: lines('Side by side:', bullets(plan.facts.map(describeFact))),
        facts: plan.facts,
        focus: null,
      };
    case 'having':
      return wordHaving(plan, NOUN[plan.kind]);
    case 'list': {
      if (plan.year !== null) {
        const kind = plan.facts[0]?.kind ?? plan.others[0]?.kind ?? 'award';
        const noun = NOUN[kind];
        return {
          text:
            plan.facts.length === 0
              ? `The site dates no ${noun} to ${plan.year}; it lists ${plan.others.length} in all: ${plan.others.map((fact) => `${fact.name} (${fact.when})`).join('; ')}.`
              : lines(
                  `In ${plan.year}:`,
                  bullets(plan.facts.map((fact) => `${capital(fact.name)} (${fact.when})`)),
                ),
          facts: plan.facts,
          focus: plan.facts.length === 1 ? (plan.facts[0]?.focus ?? null) : null,
        };
      }
      if (plan.month !== null) {
        const noun = NOUN[plan.facts[0]?.kind ?? plan.others[0]?.kind ?? 'role'];
        const all = plan.facts.length + plan.others.length;
        const verb = plan.month.point === 'start' ? 'began' : 'ended';
        return {
          text:
            plan.facts.length === 0
              ? `None of the ${all} ${noun}s on the site ${verb} in ${plan.month.name}.`
              : lines(
                  `${capital(String(plan.facts.length))} of the ${all} ${noun}s ${verb} in ${plan.month.name}:`,
                  bullets(plan.facts.map((fact) => `${capital(fact.name)} (${fact.when})`)),
                ),
          facts: plan.facts,
          focus: plan.facts.length === 1 ? (plan.facts[0]?.focus ?? null) : null,
        };
      }
      const where = plan.description
        ? ` outside ${plan.description.replace(/\b\w/g, (letter) => letter.toUpperCase())}`
        : '';
      return {
        text: lines(
          plan.facts.length === 0
            ? `None of the ${plan.others[0]?.kind ?? 'role'}s on the Career Timeline is${where}.`
            : `${capital(String(plan.facts.length))} ${plan.facts.length === 1 ? NOUN[plan.facts[0]?.kind ?? 'role'] : `${NOUN[plan.facts[0]?.kind ?? 'role']}s`}${where}:`,
          bullets(plan.facts.map((fact) => `${fact.name}: ${fact.location ?? fact.when ?? ''}`)),
        ),
        facts: plan.facts,
        focus: null,
      };
    }
  }
}

/** The reply for a fact plan: its text, the sections and passages it rests on, and the list it showed. */
export function wordFacts(plan: FactPlan): PartAnswer {
  const { text, facts, focus } = wordPlan(plan);
  const list = facts.flatMap((fact) => (fact.focus ? [fact.focus] : []));
  const figure = facts.find((fact) => fact.kind === 'quantity');
  return {
    ...(figure ? { figure } : {}),
    ...answer(
      text,
      [...new Set(facts.map((fact) => fact.section))],
      focus,
      facts.flatMap((fact) => fact.passages),
    ),
    list,
  };
}
