import type { LoadedFace } from './pdf-fonts';

export type TextRun = { face: string; text: string };

/**
 * A line cut into runs, each set in the first face that has all its characters. A character no
 * face has is written without its accent (ł → l) if that helps, else as "?", so a reader never
 * meets a character the PDF cannot show.
 */
export function splitRuns(text: string, faces: LoadedFace[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    // A space stays in the run it follows, so a line is not cut into a run per word.
    if (char === ' ' && last) {
      last.text += char;
      continue;
    }
    const [face, written] = placeCharacter(char, faces);
    if (last && last.face === face) last.text += written;
    else runs.push({ face, text: written });
  }
  return runs.filter((run) => run.text !== '');
}

function placeCharacter(char: string, faces: LoadedFace[]): [string, string] {
  const codePoint = char.codePointAt(0) ?? 0x3f;
  const first = faces[0]?.name ?? '';
  const direct = faces.find((face) => face.covers(codePoint));
  if (direct) return [direct.name, char];
  const bare = (FALLBACK[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')) || '?';
  const base = faces.find((face) => [...bare].every((part) => face.covers(part.codePointAt(0) ?? 0)));
  return base ? [base.name, bare] : [first, '?'];
}

const FALLBACK: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u00ad': '',
};
