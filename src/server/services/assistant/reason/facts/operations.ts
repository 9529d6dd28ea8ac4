/**
 * The reasoning operations, each written once over measured items of any kind: a role's
 * months, an award's date, a project's dollar figure. Pure arithmetic; what is measured and how
 * it is worded live in measures.ts and compose/word-facts.ts.
 */
export type Measured<T> = { item: T; value: number };
type Valued = { value: number };
export type Direction = 'max' | 'min';

export type Ranking<M> = { winner: M; ranked: M[]; isTie: boolean };

/** The largest (or smallest) item and the rest in that order; a tie is reported, never hidden. */
export function superlative<M extends Valued>(items: readonly M[], direction: Direction): Ranking<M> | null {
  const ranked = order(items, direction === 'max' ? 'descending' : 'ascending');
  const [winner, second] = ranked;
  if (!winner) return null;
  return { winner, ranked, isTie: second !== undefined && second.value === winner.value };
}

export type Comparison<M> = { larger: M; smaller: M; difference: number; isEqual: boolean };

export function compare<M extends Valued>(a: M, b: M): Comparison<M> {
  const [larger, smaller] = a.value >= b.value ? [a, b] : [b, a];
  return { larger, smaller, difference: larger.value - smaller.value, isEqual: a.value === b.value };
}

/** How far apart two values are, and which comes first. */
export function difference<M extends Valued>(a: M, b: M): { earlier: M; later: M; gap: number } {
  const [earlier, later] = a.value <= b.value ? [a, b] : [b, a];
  return { earlier, later, gap: later.value - earlier.value };
}

/** The stretch two spans share: from the later start to the earlier end; null when they do not meet. */
export function overlap(
  a: { start: number; end: number },
  b: { start: number; end: number },
): { start: number; end: number } | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? { start, end } : null;
}

export function sum(items: readonly Valued[]): number {
  return items.reduce((total, item) => total + item.value, 0);
}

/** The months a set of spans covers, each month once: roles held side by side are not time twice over. */
export function covered(spans: readonly { start: number; end: number }[]): number {
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const start = Math.max(span.start, reached);
    if (span.end > start) total += span.end - start;
    reached = Math.max(reached, span.end);
  }
  return total;
}

export function order<M extends Valued>(items: readonly M[], direction: 'ascending' | 'descending'): M[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => sign * (a.value - b.value));
}
