import type { DocumentTraits } from '../../../shared/resume/parse-report';
import { findDateRange, findOpenRange } from './dates';

/** One line of text as a file laid it out, with the hints the section finder reads. */
export type SourceLine = {
  text: string;
  /** Larger, bolder or otherwise set apart from the body text: a heading or entry-title candidate. */
  isEmphasized: boolean;
  /** Font size over the body size; 1 when unknown. */
  sizeRatio: number;
  isBullet: boolean;
  /**
   * The layout allows this line to be the wrapped end of the one before (it starts where that
   * one's text starts, and its first word would not have fit). Whether it is depends on the section.
   */
  mayContinue?: boolean;
  /** The wrap is certain: rows of a paragraph sit closer together than the paragraphs (or items) do. */
  isSureContinuation?: boolean;
  /** Which column of a multi-column page it came from; a column keeps its section across pages. */
  column?: 'left' | 'right';
  /** A blank line (or a paragraph's worth of space) stands above it: a new block of text starts here. */
  startsBlock?: boolean;
  /**
   * One of several titles written on one line under one employer, each with its own dates: the
   * lines below them tell what was done in the first (the latest).
   */
  titleRun?: { index: number; count: number };
};

export type ExtractedText = {
  lines: SourceLine[];
  traits: Omit<DocumentTraits, 'headings'>;
  warnings: string[];
};

/**
 * A typed bullet: the usual dots and dashes, and any arrow, geometric shape or dingbat ("▸", "◆",
 * "→", "✦", "⮚"), as people pick them from a symbol table or a template (not an emoji, below).
 */
const BULLET_GLYPH =
  /^\s*(?:[•·‣⁃∙»›\u2013\u2014\u2190-\u21ff\u25a0-\u25ff\u2700-\u27bf\u2b00-\u2bff\uf0b7\uf0a7\uf076\uf0d8*>-]|o(?=\s))\s*/;

/** "1) Led …", "2. Ran …": a numbered list item (one or two digits, so no year is taken for one). */
const NUMBERED_ITEM = /^\s*\(?\d{1,2}[.)]\s+(?=\p{L})/u;

/** Strips a typed bullet ("• ", "- ", "o ", "1) ") and says whether there was one. */
export function stripBullet(text: string): { text: string; isBullet: boolean } {
  const numbered = NUMBERED_ITEM.exec(text);
  if (numbered) return { text: text.slice(numbered[0].length).trim(), isBullet: true };
  const match = BULLET_GLYPH.exec(text);
  if (!match || match[0].length === text.length) return { text: text.trim(), isBullet: false };
  // "-" before a digit is a minus or a range, not a bullet; an emoji ("✅", "❌") marks a line's
  // mood as readily as a list, so the line is read as the other lines are.
  if (/^\s*-\d/.test(text) || /\p{Emoji_Presentation}/u.test(match[0]))
    return { text: text.trim(), isBullet: false };
  return { text: text.slice(match[0].length).trim(), isBullet: true };
}

export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
}

/**
 * A leader of dots or underscores between two pieces of a line ("Acme Ltd ........ Mar 2019 –
 * present") parts two fields, as a tab does; three dots stay an ellipsis.
 */
const LEADER = /(?<=\S)\s*(?:(?:\.\s?){4,}|_{4,}|…{2,}|(?:·\s?){4,})\s*(?=\S)/g;

export function createLine(text: string, hints: Partial<Omit<SourceLine, 'text'>> = {}): SourceLine {
  const bullet = stripBullet(text);
  return {
    text: bullet.text.replace(LEADER, ' | ').replace(/\s+/g, ' '),
    isEmphasized: hints.isEmphasized ?? false,
    sizeRatio: hints.sizeRatio ?? 1,
    isBullet: hints.isBullet === true || bullet.isBullet,
  };
}

/**
 * Plain text wrapped by hand: a line that starts in lower case after a bullet or sentence that
 * has not ended continues it, unless it opens with a date range ("jan. 2017 – aug. 2020", as Dutch
 * and French write months): that starts the next entry.
 */
export function joinWrappedLines(lines: SourceLine[]): SourceLine[] {
  const joined: SourceLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const continues =
      previous &&
      // A blank line above ends what came before: "seit 09.2021 …" after one starts a role.
      !line.startsBlock &&
      !line.isBullet &&
      !line.isEmphasized &&
      /^[a-z(]/.test(line.text) &&
      !/^(?:https?:|www\.)|@/.test(line.text) &&
      findDateRange(line.text)?.index !== 0 &&
      findOpenRange(line.text)?.index !== 0 &&
      !/[|•·]/.test(previous.text) &&
      !/[.:!?]$/.test(previous.text) &&
      previous.text.split(' ').length >= 6;
    if (previous && continues) previous.text = `${previous.text} ${line.text}`;
    else joined.push({ ...line });
  }
  return joined;
}

const OPEN_ENDING = /(?:[,(&/-]|\b(?:and|or|of|for|with|to|the|a|in|&))$/i;

/**
 * Whether a possible wrap joins the line before: always in running text; in a list (skills,
 * certifications), only when the line before clearly did not end, since each row is an item.
 */
export function shouldJoin(previous: SourceLine, line: SourceLine, isList: boolean): boolean {
  if (!line.mayContinue) return false;
  return (
    line.isSureContinuation === true ||
    !isList ||
    OPEN_ENDING.test(previous.text) ||
    /^[a-z)]/.test(line.text)
  );
}

export function plainTraits(format: DocumentTraits['format']): ExtractedText['traits'] {
  return {
    format,
    pageCount: null,
    hasColumns: false,
    hasTables: false,
    hasImages: false,
    hasTextBoxes: false,
    hasContactInHeader: false,
  };
}
