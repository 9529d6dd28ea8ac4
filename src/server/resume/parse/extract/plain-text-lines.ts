import { createLine, isAllCaps, joinWrappedLines, type SourceLine, stripBullet } from '../source-lines';

/** Characters a plain-text resume draws rules and boxes with. */
const RULE_MARKS = '-=*_~#.·•+|\\u2500-\\u257F';
/** A line that only draws: "-----", "*******", "=== ===", "+-------+", "─────". */
const RULE_LINE = new RegExp(`^[\\s${RULE_MARKS}]*$`);
/** Marks drawn after a heading on its own line: "SKILLS -------------". */
const TRAILING_RULE = /\s+([-=*_~#─━═])\1{2,}\s*$/;
/** A box's side walls: "| Jane Doe      |", "│ Skills │". */
const BOX_WALLS = /^\s*([|│║])\s?(.*?)\s*\1\s*$/;
/** Two or more spaces inside a line, not after a sentence or a label: fields set apart ("CTO    CoreOS    2013"). */
const FIELD_GAP = /(?<=[^\s.!?:;,])\s{2,}(?=\S)/g;

type RawLine = { text: string; indent: number; blankAbove: boolean; underlined: boolean };

function isRule(text: string): boolean {
  const marks = text.replace(/\s/g, '');
  return marks.length >= 3 && RULE_LINE.test(text);
}

/** The lines that hold text, each knowing whether a blank line or a rule stood above or below it. */
function readRawLines(text: string): RawLine[] {
  const lines: RawLine[] = [];
  let blankAbove = true;
  for (const source of text.split('\n')) {
    const walls = BOX_WALLS.exec(source);
    const raw = (walls ? ` ${walls[2] ?? ''}` : source).replace(/\t/g, '  ').trimEnd();
    if (!raw.trim()) {
      blankAbove = true;
      continue;
    }
    if (isRule(raw)) {
      // A rule under a short line underlines it: a heading, set apart as a bold one would be.
      const previous = lines.at(-1);
      if (previous && !blankAbove && previous.text.trim().split(/\s+/).length <= 6)
        previous.underlined = true;
      blankAbove = true;
      continue;
    }
    const ruled = TRAILING_RULE.test(raw);
    const clean = raw.replace(TRAILING_RULE, '');
    lines.push({
      text: clean,
      indent: clean.length - clean.trimStart().length,
      blankAbove,
      underlined: ruled,
    });
    blankAbove = false;
  }
  return lines;
}

const MIN_WRAPPED_LINES = 4;
/** Writers wrap prose at 60 to 100 columns; lines that all end sooner are items, not wrapped text. */
const MIN_WRAP_WIDTH = 60;

/**
 * The width the writer wrapped paragraphs at: long lines end near it. Zero (no wrapping known)
 * unless several lines end within a few characters of it, as wrapped prose does.
 */
function findWrapWidth(lines: RawLine[]): number {
  const lengths = lines
    .filter((line) => !/[|]|\S\s{2,}\S/.test(line.text.trim()))
    .map((line) => line.text.length)
    .filter((length) => length >= 40)
    .sort((a, b) => a - b);
  const width = lengths[Math.floor(lengths.length * 0.95)] ?? 0;
  const nearWidth = lengths.filter((length) => length >= width - 8 && length <= width).length;
  return nearWidth >= MIN_WRAPPED_LINES && width >= MIN_WRAP_WIDTH ? width : 0;
}

/**
 * The line wrapped into this one: no blank line between, its text starts where the line above
 * starts its text, and this line's first word would not have fit at the end of the line above.
 */
function wrapsFrom(previous: RawLine, line: RawLine, width: number): boolean {
  const hasFields = (text: string) => /\S\s{2,}\S|\|/.test(text.trim());
  if (line.blankAbove || previous.underlined || hasFields(previous.text) || hasFields(line.text))
    return false;
  if (width === 0 && !DANGLING.test(previous.text)) return false;
  const above = stripBullet(previous.text);
  const textStart = previous.text.length - previous.text.trimStart().length;
  const bulletStart = previous.text.indexOf(above.text);
  const aligned = Math.abs(line.indent - textStart) <= 1 || Math.abs(line.indent - bulletStart) <= 1;
  if (!aligned || stripBullet(line.text).isBullet || FORM_LABEL.test(line.text)) return false;
  const firstWord = line.text.trim().split(/\s+/)[0] ?? '';
  return previous.text.length + 1 + firstWord.length >= width || DANGLING.test(previous.text);
}

/** "Role:         Network Engineer": a form's next field, never the wrapped end of the one above. */
const FORM_LABEL = /^\s*\p{Lu}[\p{L} /&-]{0,30}:\s/u;

/** A line that ends on a word no sentence ends on ("…, Pune from") runs on into the next. */
const DANGLING = /\s(?:from|to|till|until|since|in|at|with|of|for|and|or|the|an?|by|on|as)$/i;

/**
 * Lines of a text file: rules and box walls are drawing, not text (and underline the heading
 * above them); a blank line ends a paragraph; two or more spaces inside a line part its fields;
 * a line the writer's wrapping broke off is marked as the continuation of the one above.
 */
export function readPlainTextLines(text: string): SourceLine[] {
  const raw = readRawLines(text);
  const width = findWrapWidth(raw);
  const lines = raw.map((line, index) => {
    const bullet = stripBullet(line.text);
    const fields = bullet.text.replace(FIELD_GAP, ' | ');
    const words = fields.split(/\s+/).length;
    const created = createLine(fields, {
      isBullet: bullet.isBullet,
      isEmphasized: (isAllCaps(fields) && words <= 6) || (line.underlined && words <= 6),
    });
    const previous = raw[index - 1];
    if (previous && wrapsFrom(previous, line, width)) {
      created.mayContinue = true;
      created.isSureContinuation = /^[a-z(]/.test(created.text) || !/[.!?:]$/.test(previous.text);
    }
    if (line.blankAbove) created.startsBlock = true;
    return created;
  });
  return joinWrappedLines(lines);
}
