import { HIGH_SCORE_LIMIT, insertHighScore } from './game-rules';

export const HIGH_SCORES_KEY = 'particleCollectorScores';

/** The stored top scores, highest first; anything unreadable counts as no scores yet. */
export function loadHighScores(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(HIGH_SCORES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
      .sort((a, b) => b - a)
      .slice(0, HIGH_SCORE_LIMIT);
  } catch {
    return [];
  }
}

/** Records a finished game's score and returns the new top list. */
export function saveHighScore(score: number): number[] {
  const scores = insertHighScore(loadHighScores(), score);
  try {
    localStorage.setItem(HIGH_SCORES_KEY, JSON.stringify(scores));
  } catch {
    // Storage can be disabled (private mode): the list still shows for this game.
  }
  return scores;
}
