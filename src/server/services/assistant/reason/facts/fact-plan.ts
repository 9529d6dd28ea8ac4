import type { Fact, FactKind } from '../../knowledge/facts';
import type { Measurement, MeasureName, Per } from './measures';

/**
 * What the reasoning over facts decided, before any wording: which operation, on which facts,
 * with which values. compose/word-facts.ts turns each into the reply's sentences.
 */
export type FactPlan =
  | {
      op: 'superlative';
      measure: MeasureName;
      direction: 'max' | 'min';
      winner: Measurement;
      ranked: Measurement[];
      isTie: boolean;
    }
  | {
      op: 'compare';
      measure: MeasureName;
      direction: 'max' | 'min';
      /** The side the question put first, and the other. */
      first: Measurement;
      second: Measurement;
      /** "Yes"/"No" for "was X longer than Y?": whether the first side wins; null when not asked. */
      verdict: boolean | null;
      /** Dated spans that overlap: neither came first, and the reply says so. */
      isOverlap: boolean;
      /** "Before he left X": the point of each side's span compared, when the sides name different ones. */
      points: readonly ['start' | 'end', 'start' | 'end'] | null;
    }
  | { op: 'difference'; measure: MeasureName; earlier: Measurement; later: Measurement; gap: number }
  /** The months two spans share; null when they never overlapped. */
  | { op: 'overlap'; first: Fact; second: Fact; shared: { start: number; end: number } | null }
  | {
      op: 'sum';
      measure: MeasureName;
      parts: Measurement[];
      total: number;
      whole: Fact | null;
      /** Durations that overlap: the months covered, each once (total is then part by part). */
      covered?: number;
    }
  | { op: 'order'; measure: MeasureName; ordered: Measurement[] }
  | { op: 'restate'; from: Measurement; per: Per; value: number }
  /** "How many clients did it grow to?": the one figure of the thing asked about that the words name. */
  | { op: 'figure'; of: Measurement; owner: Fact | null }
  /** "The story behind that 99.9 number": where the site states a figure the visitor wrote. */
  | { op: 'stated'; text: string; uses: { of: Measurement; owner: Fact | null }[] }
  /** "What role was he in at the time?": the roles whose span holds the date of the thing talked about. */
  | { op: 'at-date'; event: Measurement; roles: Fact[] }
  | { op: 'side-by-side'; facts: Fact[] }
  /** "How many projects got press coverage?": the things of a kind whose own words hold the question's. */
  | { op: 'having'; facts: Fact[]; total: number; kind: FactKind }
  | {
      op: 'list';
      facts: Fact[];
      description: string;
      others: Fact[];
      year: number | null;
      /** "began in May", "ended in January": the month's name when things were picked by the month they started or ended. */
      month: { name: string; point: 'start' | 'end' } | null;
    };
