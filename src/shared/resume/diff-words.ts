export type DiffSegment = { text: string; kind: 'same' | 'added' | 'removed' };

/**
 * A word-level diff (longest common subsequence), so the preview can mark exactly the words a
 * change added. Texts are a few hundred words at most, so the quadratic table is small.
 */
export function diffWords(before: string, after: string): DiffSegment[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  // A word the text already had (moved, or with other punctuation) is not shown as added.
  const norm = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const had = new Set(a.map(norm));
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] as number[];
      row[j] =
        a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const segments: DiffSegment[] = [];
  const push = (text: string, kind: DiffSegment['kind']) => {
    const last = segments.at(-1);
    if (last?.kind === kind) last.text += text;
    else segments.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(a[i] as string, 'same');
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || (table[i]?.[j + 1] ?? 0) >= (table[i + 1]?.[j] ?? 0))) {
      const word = b[j] as string;
      push(word, /^\s+$/.test(word) || had.has(norm(word)) ? 'same' : 'added');
      j++;
    } else {
      push(a[i] as string, 'removed');
      i++;
    }
  }
  return segments;
}
