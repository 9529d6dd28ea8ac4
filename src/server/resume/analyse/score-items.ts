import type { ScoreItem } from '../../../shared/resume/match-analysis';

export type ScorePart = { points: number; items: ScoreItem[] };

export function item(label: string, points: number, max: number, note: string): ScoreItem {
  return { label, points: round1(Math.max(0, Math.min(max, points))), max, note };
}

export function sumItems(items: ScoreItem[]): ScorePart {
  return {
    points: round1(
      Math.min(
        25,
        items.reduce((sum, entry) => sum + entry.points, 0),
      ),
    ),
    items,
  };
}

/** A share against a target: at or past the target earns everything. */
export function share(value: number, target: number): number {
  return target <= 0 ? 1 : Math.max(0, Math.min(1, value / target));
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}
