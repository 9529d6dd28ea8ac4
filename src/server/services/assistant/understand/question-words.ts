/** Words of questions: the common ones search ignores, and how far a typo may be from a word. */
/**
 * Edits between two words, counting a swap of neighbours as one ("baesd" -> "based"), and
 * giving up early once the distance passes `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many typos a word of this length may carry and still be recognised. */
export function typoAllowance(length: number): number {
  if (length >= 8) return 2;
  return length >= 4 ? 1 : 0;
}

export const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at for from by with about as is are was were be been being do does did ' +
    'has have had he him his she her they them their it its this that these those what which who whom whose ' +
    'when where why how can could would should will shall may might must i me my we our you your there here ' +
    'any some all much many more most very so than then too also just tell please know s d ll ve re m t ' +
    'if into onto over under up out off am us yours hers ours theirs whats wheres hows whos did didnt doesnt ' +
    'isnt wasnt hasnt havent dont cant wont through during via across within without upon per'
  ).split(' '),
);
