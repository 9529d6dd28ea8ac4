import { MONTH_NAMES } from '../../../../../shared/text/month-names';
import { normalizeText } from '../../../../../shared/text/normalize-words';
import type { Fact, FactKind } from '../../knowledge/facts';
import type { Focus } from '../../knowledge/focus';
import { LIST_COUNT } from '../../knowledge/list-counts';
import { stemsOf } from '../../retrieve/says-word';
import { STOP_WORDS } from '../../understand/question-words';
import type { Operation, Question, Side } from '../../understand/read-question';
import { stemWord } from '../../understand/stem-word';
import { expandTerms } from '../../understand/thesaurus';
import type { Scope } from '../part-answer';
import { comparePoints, datePoint, differencePoints, namesStart, sidePoint } from './date-points';
import type { FactPlan } from './fact-plan';
import { type Measurement, type MeasureName, measure, restate, statedTotal } from './measures';
import { compare, covered, difference, order, overlap as sharedSpan, sum, superlative } from './operations';
import { ordinalSide } from './ordinal-side';
import { countedWord, planCount } from './plan-count';
import { asksHaving, planHaving } from './plan-having';

/**
 * Picks the facts an operation applies to (the two sides named, the list just shown, or every
 * fact of the kind asked, filtered), measures them and runs the operation. Null when the
 * question's facts cannot be found or measured: the question is then answered another way.
 */

const DEFAULT_KIND: Record<MeasureName, FactKind> = {
  duration: 'role',
  start: 'role',
  end: 'role',
  titles: 'employer',
  amount: 'quantity',
};
/** A role or an employer: dated to the month it began, unlike a project dated "during" a role. */
const isHeld = (fact: Fact) => fact.kind === 'role' || fact.kind === 'employer';
/** Words for figures in money; a deal or a buyout is priced, so "the biggest deal" ranks prices. */
const MONEY =
  /\$|\b(dollars?|money|saved|savings?|save|cost|costs|budget|value|worth|spend|deals?|acquisitions?|buyouts?|takeovers?)\b/;
/** "Which of those", "the two", "either": the operation runs over the list just shown. */
const OVER_LIST = /\b(of (those|them|these|the two|both|the three)|which one|either (one)?|those|these)\b/;

const stemsByFact = new WeakMap<Fact, ReadonlySet<string>>();
function factStems(fact: Fact): ReadonlySet<string> {
  let stems = stemsByFact.get(fact);
  if (!stems) {
    const text = [fact.name, ...fact.words, ...fact.quantities.map((quantity) => quantity.label)].join(' ');
    stems = new Set(normalizeText(text).split(' ').map(stemWord));
    stemsByFact.set(fact, stems);
  }
  return stems;
}

const unique = (facts: readonly (Fact | null)[]): Fact[] => [
  ...new Set(facts.filter((fact): fact is Fact => fact !== null)),
];

function named(scope: Scope, mentions: Side['mentions']): Fact[] {
  return unique([
    sharedRole(scope, mentions),
    ...mentions.map((mention) => scope.facts.ofFocus(mention.focus)),
  ]);
}

/**
 * "His advisory stint at the startup studio": each description alone fits several roles (the
 * advisory ones, the studio's), together they fit one. That role is what the side names.
 */
function sharedRole(scope: Scope, mentions: Side['mentions']): Fact | null {
  const sets = mentions.flatMap((mention) => (mention.focus.kind === 'roles' ? [mention.focus.indexes] : []));
  if (sets.length < 2) return null;
  const [first = [], ...rest] = sets;
  const shared = first.filter((index) => rest.every((indexes) => indexes.includes(index)));
  const [only] = shared;
  return shared.length === 1 && only !== undefined
    ? scope.facts.ofFocus({ kind: 'roles', indexes: [only] })
    : null;
}

/** "His first day at the software company", "when he joined Brightline": the employer's start, not one title's. */
const TITLE_COMMON = new Set(['senior', 'manager', 'lead', 'head', 'the', 'and', 'of']);
const JOINING = /\b(first day|joined|joining|join|started (at|with)|start (at|with)|signed on (at|with))\b/;

function joined(scope: Scope, side: Side, fact: Fact): Fact {
  if (
    !JOINING.test(side.text) ||
    sidePoint(side, 'start') === 'end' ||
    fact.kind !== 'role' ||
    fact.focus?.kind !== 'roles'
  )
    return fact;
  const [index] = fact.focus.indexes;
  // A side that names the title ("joining as Manager II") means that role.
  const title = scope.knowledge.content.roles[index ?? -1]?.title ?? '';
  const sideWords = new Set(normalizeText(side.text).split(' '));
  if (
    normalizeText(title)
      .split(' ')
      .some((word) => word.length > 2 && !TITLE_COMMON.has(word) && sideWords.has(word))
  )
    return fact;
  const employer = scope.facts
    .byKind('employer')
    .find(
      (candidate) =>
        candidate.focus?.kind === 'roles' && index !== undefined && candidate.focus.indexes.includes(index),
    );
  return employer && employer.roleCount > 1 ? employer : fact;
}

/** Nouns for a kind of thing a side may name beside its names: "the Citrix architecture role". */
const SIDE_KINDS: readonly [RegExp, readonly Fact['kind'][]][] = [
  [/\b(role|job|position|title|gig|stint)\b/, ['role', 'employer']],
  [/\b(project|program|programme|rollout|initiative)\b/, ['project']],
];

/** Things named in a side, those of the kind its noun says first ("the Citrix … role" is a role, not the Citrix project). */
function byKindNamed(side: Side, facts: readonly Fact[]): Fact[] {
  const kinds = SIDE_KINDS.find(([noun]) => noun.test(side.text))?.[1];
  if (!kinds) return [...facts];
  return [
    ...facts.filter((fact) => kinds.includes(fact.kind)),
    ...facts.filter((fact) => !kinds.includes(fact.kind)),
  ];
}

/** Candidate facts for one side of "X or Y", best first: by name, by an amount it states, or by its words. */
export function sideCandidates(
  scope: Scope,
  side: Side,
  measureName: MeasureName | null,
): { fact: Fact; score: number }[] {
  const byName = named(scope, side.mentions);
  const quantities = scope.facts.byKind('quantity');
  if (measureName === 'amount') {
    // "the productivity gain of the OKR program": the figure whose label the side names, of the thing it names.
    const owners = new Set(byName.map((fact) => fact.focus && JSON.stringify(fact.focus)));
    const stating = quantities.flatMap((fact) => {
      const stated = side.amounts.some((amount) =>
        fact.quantities.some(
          (quantity) =>
            Math.abs(quantity.value - amount.value) <= amount.value * 0.01 &&
            (amount.kind === quantity.unit || (amount.isScaled && quantity.unit === 'money')),
        ),
      );
      const isOwned = owners.has(fact.focus && JSON.stringify(fact.focus));
      // The side's own words in the figure's label count most; thesaurus words only tip the balance.
      const score =
        (stated ? 10 : 0) +
        3 * labelOverlap(fact, side.ownStems) +
        Math.min(1, labelOverlap(fact, side.stems)) +
        overlap(fact, side.stems) +
        // A figure of the thing the side names ("the asset value in the asset management project")
        // outranks another's whose label only shares the side's word for a kind ("projects led").
        (isOwned ? 4 : 0);
      return score >= 2 ? [{ fact, score }] : [];
    });
    if (stating.length > 0) return stating.sort((a, b) => b.score - a.score);
  }
  // A role named by its place ("his first Brightline title") is that role, not its employer.
  const ordinal = measureName === 'amount' ? null : ordinalSide(scope.facts, side);
  if (ordinal) return [{ fact: ordinal, score: 100 }];
  if (byName.length > 0)
    return byKindNamed(side, byName).map((fact, index) => ({
      fact: joined(scope, side, fact),
      score: 100 - index,
    }));
  const pool =
    measureName === 'amount'
      ? quantities
      : scope.facts.all.filter(
          // An employer where he held one role is that role, not a second candidate tied with it.
          (fact) =>
            fact.kind !== 'quantity' &&
            fact.span !== null &&
            !(fact.kind === 'employer' && fact.roleCount === 1),
        );
  // A word of a thing's name ("the article") counts more than a word that only describes it; a
  // thing described by what was done there ("coordinating teams of up to 15 testers") is found by
  // the sentence of its own that says it.
  return pool
    .map((fact) => ({
      fact,
      score: overlap(fact, side.stems) + nameOverlap(fact, side.stems) + sayingOverlap(fact, side.ownStems),
    }))
    .filter((entry) => entry.score >= 1)
    .sort((a, b) => b.score - a.score);
}

/** The two facts the sides name: distinct, and together the best match (each side's best when they differ). */
function resolveSides(
  scope: Scope,
  left: Side,
  right: Side,
  measureName: MeasureName | null,
): [Fact, Fact] | null {
  const lefts = sideCandidates(scope, left, measureName).slice(0, 6);
  const rights = sideCandidates(scope, right, measureName).slice(0, 6);
  let best: { pair: [Fact, Fact]; score: number; isTie: boolean } | null = null;
  for (const a of lefts)
    for (const b of rights) {
      if (sameThing(a.fact, b.fact) || !sameUnit(a.fact, b.fact)) continue;
      const score = a.score + b.score;
      if (!best || score > best.score) best = { pair: [a.fact, b.fact], score, isTie: false };
      // Two passages stating the same figure are one answer, not a tie.
      else if (score === best.score && !(sameThing(a.fact, best.pair[0]) && sameThing(b.fact, best.pair[1])))
        best.isTie = true;
    }
  return best && !best.isTie ? best.pair : null;
}

/** Two figures compare only in one unit: square feet are never larger than a percentage. */
function sameUnit(a: Fact, b: Fact): boolean {
  if (a.kind !== 'quantity' || b.kind !== 'quantity') return true;
  return a.quantities[0]?.unit === b.quantities[0]?.unit;
}

/** The same thing, or the same figure stated in two places. */
function sameThing(a: Fact, b: Fact): boolean {
  if (a === b) return true;
  if (a.key.startsWith(LIST_COUNT) || b.key.startsWith(LIST_COUNT)) return false;
  const [x] = a.quantities;
  const [y] = b.quantities;
  return a.kind === 'quantity' && b.kind === 'quantity' && x?.value === y?.value && x?.unit === y?.unit;
}

/** One figure stated in several places (a project's metric, a role's sentence) is one figure: the first stands for it. */
function distinctFigures(values: readonly Measurement[]): Measurement[] {
  return values.filter(
    (entry, index) => !values.slice(0, index).some((earlier) => sameThing(earlier.item, entry.item)),
  );
}

const labelStemsOf = (fact: Fact): ReadonlySet<string> =>
  new Set(fact.quantities.flatMap((quantity) => normalizeText(quantity.label).split(' ').map(stemWord)));

function labelOverlap(fact: Fact, stems: ReadonlySet<string>): number {
  const label = labelStemsOf(fact);
  return [...stems].filter((stem) => label.has(stem)).length;
}

function nameOverlap(fact: Fact, stems: ReadonlySet<string>): number {
  const name = new Set(normalizeText(fact.name).split(' ').map(stemWord));
  return [...stems].filter((stem) => name.has(stem)).length;
}

const MIN_SAYING = 2;

/** The most of the side's own words one sentence of the thing says, when it says at least two. */
function sayingOverlap(fact: Fact, stems: ReadonlySet<string>): number {
  const best = Math.max(
    0,
    ...fact.passages.map((passage) => {
      const said = stemsOf(passage.text);
      return [...stems].filter((stem) => said.has(stem)).length;
    }),
  );
  return best >= MIN_SAYING ? best : 0;
}

function overlap(fact: Fact, stems: ReadonlySet<string>): number {
  const own = factStems(fact);
  return [...stems].filter((stem) => own.has(stem)).length;
}

function applyFilter(facts: readonly Fact[], filter: Operation['filter']): Fact[] {
  return facts.filter((fact) => {
    if (filter.current !== undefined && (fact.span?.isCurrent ?? false) !== filter.current) return false;
    const title = filter.title;
    if (title && ![...fact.words].some((word) => word.startsWith(title.slice(0, 6)))) return false;
    if (filter.outside && (fact.location ?? '').toLowerCase().includes(filter.outside)) return false;
    const { month } = filter;
    // An open span ("Present") has no month it ended in.
    if (
      month &&
      (!fact.span ||
        (month.point === 'end' && fact.span.isCurrent) ||
        fact.span[month.point] % 12 !== month.index)
    )
      return false;
    if (filter.year !== undefined) {
      const first = filter.year * 12;
      if (!fact.span || fact.span.start > first + 11 || fact.span.end < first) return false;
    }
    return true;
  });
}

/** The facts an operation without sides runs over. */
function poolOf(
  scope: Scope,
  question: Question,
  operation: Operation,
  list: readonly Fact[] | null,
): Fact[] {
  const mentioned = named(scope, question.mentions);
  if (mentioned.length >= 2) return mentioned;
  if (list && list.length >= 2 && OVER_LIST.test(question.text)) return applyFilter(list, operation.filter);
  const kind = operation.kind ?? DEFAULT_KIND[operation.measure ?? 'start'];
  let facts = scope.facts.byKind(kind === 'employer' && operation.measure === 'amount' ? 'quantity' : kind);
  const [employer] = mentioned;
  if (employer?.kind === 'employer' && kind === 'role')
    facts = facts.filter((fact) =>
      fact.focus?.kind === 'roles' && employer.focus?.kind === 'roles'
        ? employer.focus.indexes.includes(fact.focus.indexes[0] ?? -1)
        : false,
    );
  return applyFilter(facts, operation.filter);
}

function measured(
  facts: readonly Fact[],
  name: MeasureName,
  question: Question,
  per: Operation['per'],
): Measurement[] {
  // "The largest dollar figure mentioned anywhere": words no figure's label holds ("mentioned",
  // "anywhere") say nothing about which figure, so they pick none out. Without a word such as
  // "largest", "which project was in the news" is no ranking of figures, so its words still count.
  const labels = new Set(facts.flatMap((fact) => [...labelStemsOf(fact)]));
  const asked = question.superlative
    ? new Set([...question.stems].filter((stem) => labels.has(stem)))
    : question.stems;
  const options = { asked, wantsMoney: MONEY.test(question.text), per };
  return distinctFigures(facts.flatMap((fact) => measure(fact, name, options) ?? []));
}

function planSides(scope: Scope, question: Question, operation: Operation): FactPlan | null {
  const [left, right] = operation.sides;
  if (!left || !right) return null;
  // "Has he led a team larger than 50 people?" measures against the visitor's own figure: no fact to compare.
  if (question.isYesNo && operation.sides.some((side) => side.amounts.length > 0)) return null;
  const pair = resolveSides(scope, left, right, operation.measure);
  if (!pair) return null;
  const [a, b] = pair;
  if (operation.name === 'side-by-side') return { op: 'side-by-side', facts: [a, b] };
  if (operation.name === 'overlap')
    return a.span && b.span
      ? { op: 'overlap', first: a, second: b, shared: sharedSpan(a.span, b.span) }
      : null;
  const measureName = operation.measure ?? 'start';
  if (operation.name === 'difference' && measureName === 'start') {
    const [aPoint, bPoint] = differencePoints(question, [a, b], [left, right]);
    const first = datePoint(a, left, aPoint);
    const second = datePoint(b, right, bPoint);
    if (!first || !second) return null;
    const { earlier, later, gap } = difference(first, second);
    return { op: 'difference', measure: 'start', earlier, later, gap };
  }
  if (operation.name === 'compare' && (measureName === 'start' || measureName === 'end')) {
    const points = [sidePoint(left, measureName), sidePoint(right, measureName)] as const;
    if (points[0] !== points[1]) return comparePoints(question, operation, [a, b], points);
  }
  const per = measureName === 'amount' ? 'year' : null;
  const options = { asked: question.stems, wantsMoney: MONEY.test(question.text), per } as const;
  const first =
    measure(a, measureName, { ...options, asked: new Set([...left.stems, ...question.stems]) }) ??
    measure(a, measureName, { ...options, asked: new Set() });
  const second =
    measure(b, measureName, { ...options, asked: new Set([...right.stems, ...question.stems]) }) ??
    measure(b, measureName, { ...options, asked: new Set() });
  if (!first || !second) return null;
  if (operation.name === 'sum')
    return {
      op: 'sum',
      measure: measureName,
      parts: [first, second],
      total: sum([first, second]),
      whole: null,
    };
  if (operation.name === 'difference') {
    const { earlier, later, gap } = difference(first, second);
    return { op: 'difference', measure: measureName, earlier, later, gap };
  }
  const { larger, smaller } = compare(first, second);
  const winner = operation.direction === 'max' ? larger : smaller;
  const [x, y] = [a.span, b.span];
  // Overlapping roles still began in different months: "which started earlier" compares their starts.
  const startsAsked = measureName === 'start' && namesStart(question.text) && [a, b].every(isHeld);
  const isOverlap =
    !startsAsked &&
    (measureName === 'start' || measureName === 'end') &&
    x !== null &&
    y !== null &&
    (x.start !== x.end || y.start !== y.end) &&
    x.start <= y.end &&
    y.start <= x.end;
  return {
    isOverlap,
    op: 'compare',
    measure: measureName,
    direction: operation.direction,
    first,
    second,
    verdict: question.isYesNo && !isOverlap ? winner === first : null,
    points: null,
  };
}

function planRestate(
  scope: Scope,
  question: Question,
  operation: Operation,
  focus: Focus | null,
  figure: Fact | null,
): FactPlan | null {
  const per = operation.per;
  if (!per) return null;
  // "Turn that into a yearly figure": the figure just shown, when the question writes none.
  const shown = figure?.quantities[0];
  if (figure && shown?.per && shown.per !== per && question.amounts.length === 0 && question.refersBack) {
    const from = measure(figure, 'amount', { asked: new Set() });
    if (from) return { op: 'restate', from, per, value: restate(shown, per) };
  }
  const side: Side = {
    text: question.raw,
    mentions: question.mentions,
    amounts: question.amounts,
    stems: question.stems,
    ownStems: new Set(question.concepts.map(stemWord)),
  };
  // "How much did it save per month?" after a program: its figures, not every figure on the site.
  const focusKey = focus && JSON.stringify(focus);
  // An amount the visitor wrote ("the $1.5M annual cut") is the one restated.
  const candidates = sideCandidates(scope, side, 'amount').filter((entry) =>
    side.amounts.length > 0 ? entry.score >= 10 : !focusKey || JSON.stringify(entry.fact.focus) === focusKey,
  );
  const [best] = candidates;
  const quantity = best?.fact.quantities[0];
  // A figure already stated per that period is looked up, not restated.
  if (!best || !quantity?.per || candidates.some((entry) => entry.fact.quantities[0]?.per === per))
    return null;
  const from = measure(best.fact, 'amount', { asked: new Set() });
  return from ? { op: 'restate', from, per, value: restate(quantity, per) } : null;
}

const yearly = (entry: Measurement) => (entry.quantity ? restate(entry.quantity, 'year') : entry.value);

const ASKS_FIGURE =
  /\b(figures?|numbers?|amount|value|worth|dollars?|percent\w*|how (big|large|much|many|long))\b/;

/**
 * "How many clients did it grow to?", "what figure did it mention for assets?": the figure of the
 * thing named or talked about whose words the question uses; null unless one matches them.
 */
/** "The value of the assets he tracked": the thing whose figure is asked, after "value of". */
const MEASURED_THING =
  /\b(?:value|size|amount|total|worth|sum) of (?:the |his |its |that |all |those )?([a-z-]+)(?: [a-z-]+)?/;

/**
 * "What was the value of the assets he tracked?", with nothing named: the one figure whose label
 * names that thing ("$5M+ Assets Managed"). Two or more figures so labelled, or none: no answer here.
 */
function planMeasuredFigure(scope: Scope, question: Question): FactPlan | null {
  const thing = MEASURED_THING.exec(question.text)?.[1];
  if (!thing || STOP_WORDS.has(thing)) return null;
  // The thing's own word: its thesaurus kin ("licence" for "assets") label other figures.
  const stems = new Set([stemWord(thing)]);
  const labelled = scope.facts.byKind('quantity').filter((fact) => labelOverlap(fact, stems) > 0);
  const distinct = distinctFigures(
    labelled.flatMap((fact) => measure(fact, 'amount', { asked: stems }) ?? []),
  );
  const [only] = distinct;
  if (distinct.length !== 1 || !only) return null;
  return { op: 'figure', of: only, owner: only.item.focus ? scope.facts.ofFocus(only.item.focus) : null };
}

function planFigure(scope: Scope, question: Question, focus: Focus | null): FactPlan | null {
  if (!ASKS_FIGURE.test(question.text) || /\bhow much (experience|time)\b/.test(question.text)) return null;
  const [named] = question.mentions;
  const target = named?.focus ?? focus;
  if (!target) return planMeasuredFigure(scope, question);
  const key = JSON.stringify(target);
  const owner = scope.facts.ofFocus(target);
  const within = (fact: Fact) =>
    JSON.stringify(fact.focus) === key ||
    (target.kind === 'roles' &&
      fact.focus?.kind === 'roles' &&
      target.indexes.includes(fact.focus.indexes[0] ?? -1));
  const per = /\bmonth/.test(question.text) ? 'month' : /\b(year|annual)/.test(question.text) ? 'year' : null;
  // "How many people…" counts people: a percent or a dollar figure beside the word "team" is no answer.
  const counted = countedWord(question.text);
  const isCount = counted !== undefined && !/^(dollars?|percent\w*)$/.test(counted);
  const countedStems = new Set(counted ? [counted, ...expandTerms(counted)].map(stemWord) : []);
  const ranked = scope.facts
    .byKind('quantity')
    .filter(within)
    .filter(
      (fact) => !isCount || (fact.quantities[0]?.unit === 'count' && labelOverlap(fact, countedStems) > 0),
    )
    .flatMap(
      (fact) =>
        measure(fact, 'amount', { asked: question.stems, wantsMoney: MONEY.test(question.text) }) ?? [],
    )
    .map((entry) => ({
      entry,
      score:
        // Whether the label names what is asked, not how many of a word's synonyms it holds.
        2 * Math.min(1, labelOverlap(entry.item, question.stems)) +
        (per && entry.quantity?.per === per ? 2 : 0) +
        (entry.quantity?.sentence ? 0 : 0.5),
    }))
    .filter((candidate) => candidate.score >= 2)
    // Equally good matches: the larger figure over a year, as "how much did he save" means the total.
    .sort((a, b) => b.score - a.score || yearly(b.entry) - yearly(a.entry));
  const [best] = ranked;
  return best ? { op: 'figure', of: best.entry, owner } : null;
}

/**
 * "What's the story behind that 99.9 number?": a figure the visitor wrote, asked about rather than
 * compared, is looked up where the site states it, each statement with what it belongs to.
 */
function planStated(scope: Scope, question: Question): FactPlan | null {
  const [amount] = question.amounts;
  // Written in figures: "two recommenders" is no figure to look up.
  if (!amount || !/\d/.test(amount.text) || question.amounts.length > 1 || question.isYesNo) return null;
  if (question.mentions.length > 0) return null;
  const seen = new Set<string>();
  const uses = scope.facts.byKind('quantity').flatMap((fact) => {
    const quantity = fact.quantities.find(
      (entry) => Math.abs(entry.value - amount.value) <= amount.value * 0.001 && entry.unit === amount.kind,
    );
    const of = quantity && measure(fact, 'amount', { asked: labelStemsOf(fact) });
    const owner = fact.focus ? scope.facts.ofFocus(fact.focus) : null;
    const key = `${owner?.key ?? ''}:${quantity?.label ?? ''}`;
    if (!of || seen.has(key)) return [];
    seen.add(key);
    return [{ of, owner }];
  });
  return uses.length > 0 ? { op: 'stated', text: amount.text, uses: uses.slice(0, 5) } : null;
}

/** The operation a question asks for, worked out on the facts; null when it cannot be. */
/**
 * "How long had he been in that job by then?": from the start of the thing talked about to the
 * date of the dated thing talked about before it (the award asked about two questions ago).
 */
function planByThen(
  scope: Scope,
  question: Question,
  focus: Focus | null,
  earlier: readonly Focus[],
): FactPlan | null {
  if (!focus || !(BY_THEN.test(question.text) || /\bthen\b/.test(question.text))) return null;
  const now = scope.facts.ofFocus(focus);
  // "What role was he in at the time?", "which job did he have then?" after a dated thing: the roles that held its date.
  if (ASKS_ROLE.test(question.text) && now?.span && now.kind !== 'role' && now.kind !== 'employer') {
    const event = measure(now, 'start');
    const month = now.span.start;
    const roles = scope.facts
      .byKind('role')
      .filter((fact) => fact.span && fact.span.start <= month && month <= fact.span.end);
    return event && roles.length > 0 ? { op: 'at-date', event, roles } : null;
  }
  if (!BY_THEN.test(question.text)) return null;
  const then = earlier
    .map((entry) => scope.facts.ofFocus(entry))
    .find((fact) => fact?.span && fact.span.start === fact.span.end);
  if (!now?.span || !then?.span) return null;
  const start = measure(now, 'start');
  const point = measure(then, 'start');
  if (!start || !point || point.value < start.value) return null;
  return { op: 'difference', measure: 'start', earlier: start, later: point, gap: point.value - start.value };
}

/** "Last year" made the year it is, counted from this month. */
function withYear(scope: Scope, operation: Operation | null): Operation | null {
  const back = operation?.filter.yearsBack;
  if (!operation || back === undefined) return operation;
  return { ...operation, filter: { ...operation.filter, year: Math.floor(scope.timeline.now / 12) - back } };
}

const BY_THEN =
  /\b(by then|by that (time|point)|at (that|the) (time|point)|when (him|he) (got|won|received) it)\b/;
const ASKS_ROLE =
  /\b(roles?|jobs?|positions?|titles?|employers?|compan(y|ies)|where (was|did) him work\w*)\b/;

export function planWithFacts(
  scope: Scope,
  question: Question,
  conversation: {
    list: readonly Fact[] | null;
    focus: Focus | null;
    figure?: Fact | null;
    earlier?: readonly Focus[];
  },
): FactPlan | null {
  const operation = withYear(scope, question.operation);
  const byThen = planByThen(scope, question, conversation.focus, conversation.earlier ?? []);
  if (byThen) return byThen;
  // "Which project has 'Procurement' as a tag?", "which projects show no dollar figure?": a filter,
  // not a measure.
  const having = asksHaving(question) ? planHaving(scope, question) : null;
  if (having) return having;
  if (!operation)
    return (
      planFigure(scope, question, conversation.focus) ??
      planStated(scope, question) ??
      (question.mentions.length === 0 && !conversation.focus ? planCount(scope, question) : null) ??
      planHaving(scope, question)
    );
  const { list } = conversation;
  if (operation.name === 'restate')
    return (
      planRestate(scope, question, operation, conversation.focus, conversation.figure ?? null) ??
      planFigure(scope, question, conversation.focus)
    );
  if (operation.sides.length === 2 && operation.name !== 'order') {
    const sided = planSides(scope, question, operation);
    if (sided || operation.name !== 'sum') return sided;
  }
  const facts = poolOf(scope, question, operation, list);
  if (operation.name === 'side-by-side' || operation.name === 'list') {
    const { month } = operation.filter;
    const monthName = month ? MONTH_NAMES[month.index] : undefined;
    if (facts.length < 1 && operation.filter.year === undefined && month === undefined) return null;
    if (operation.name === 'side-by-side') return facts.length >= 2 ? { op: 'side-by-side', facts } : null;
    const kind = operation.kind ?? facts[0]?.kind ?? 'role';
    const others = scope.facts.byKind(kind).filter((fact) => !facts.includes(fact));
    return {
      op: 'list',
      facts,
      others,
      description: operation.filter.outside ?? '',
      year: operation.filter.year ?? null,
      month: month && monthName ? { name: monthName, point: month.point } : null,
    };
  }
  const measureName = operation.measure ?? 'start';
  // "The most" of unnamed figures needs a word saying which figures: money, a percent, a kind.
  if (
    measureName === 'amount' &&
    !operation.kind &&
    !MONEY.test(question.text) &&
    !/%|\bpercent/.test(question.raw)
  )
    return null;
  const values = measured(facts, measureName, question, operation.per);
  // Amounts are measured only where a figure matches the words asked: one such figure is the answer.
  const fewest = operation.name === 'sum' || measureName === 'amount' ? 1 : 2;
  if (values.length < fewest) return null;
  switch (operation.name) {
    case 'superlative': {
      const ranking = superlative(values, operation.direction);
      return ranking
        ? { op: 'superlative', measure: measureName, direction: operation.direction, ...ranking }
        : null;
    }
    case 'order':
      return { op: 'order', measure: measureName, ordered: order(values, 'ascending') };
    case 'difference': {
      const [first, second] = values;
      if (values.length !== 2 || !first || !second) return null;
      return { op: 'difference', measure: measureName, ...difference(first, second) };
    }
    case 'sum': {
      const [employer] = named(scope, question.mentions);
      // A figure the site states as a total ("$10M+ in cumulative savings") already holds the
      // others: it is the answer, and adding the parts to it would state a number nobody wrote.
      const stated = measureName === 'amount' ? statedTotal(values) : null;
      const parts = stated ? [stated] : values;
      const total = sum(parts);
      const spans = parts.flatMap((entry) => entry.item.span ?? []);
      const once = measureName === 'duration' ? covered(spans) : total;
      return {
        op: 'sum',
        measure: measureName,
        parts,
        total,
        whole: employer?.kind === 'employer' ? employer : null,
        ...(once < total ? { covered: once } : {}),
      };
    }
    default:
      return null;
  }
}
