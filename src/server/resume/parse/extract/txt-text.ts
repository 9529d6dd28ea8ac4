import { DATE_RANGE_PATTERN } from '../dates';
import { isStandardHeading } from '../sections';
import { type ExtractedText, plainTraits } from '../source-lines';
import { latexSourceAsText } from './latex-source';
import { readPlainTextLines } from './plain-text-lines';
import { resumeDataAsText } from './resume-data';
import { readTextRegions } from './text-columns';

/**
 * Text files: UTF-8 (or UTF-16 with a byte-order mark); capitals stand in for emphasis. Text laid
 * out in columns is read a column at a time, each line knowing its column.
 */
export function extractPlainText(bytes: Uint8Array): ExtractedText {
  const text = decodeText(bytes);
  const data = resumeDataAsText(text) ?? latexSourceAsText(text);
  if (data) return { lines: readTextLines(data), traits: plainTraits('txt'), warnings: [] };
  const lines = readTextRegions(text).flatMap((region) =>
    readTextLines(region.text).map((line) => (region.column ? { ...line, column: region.column } : line)),
  );
  return { lines, traits: plainTraits('txt'), warnings: [] };
}

/**
 * "<!-- TODO: add the internship? -->": a comment in a Markdown or HTML source is the writer's note
 * to themselves, never shown on the page.
 */
const SOURCE_COMMENT = /<!--[\s\S]*?-->/g;

export function readTextLines(text: string): ExtractedText['lines'] {
  const source = withoutMailQuoting(text.replace(SOURCE_COMMENT, '').replace(/\r\n?/g, '\n').split('\n'));
  const asciiDoc = isAsciiDoc(source);
  const lines = asciiDoc ? fromAsciiDoc(source) : source;
  // AsciiDoc sets emphasis as Markdown does ("_Q2 2022 – now_", "*Acme*").
  const fromMarkdown = asciiDoc || isMarkdown(lines) ? lines.map(fromMarkdownSyntax) : lines;
  return readPlainTextLines(fromMarkdown.flatMap(splitRunOnLine).map(fromMarkdownSpans).join('\n'));
}

/** ":phone: +370 …", ":toc!:": an AsciiDoc attribute line (a "!" unsets it). */
const ATTRIBUTE = /^:([\w-]+)(!?):\s*(.*)$/;
/** "|===", "[.lead]", "[cols="1,3"]": lines that only shape an AsciiDoc page. */
const LAYOUT_LINE = /^(\|===|\[[.\w"=, -]*\])\s*$/;

/** Headings marked "== " and attribute lines (":phone: …"): a resume kept as AsciiDoc. */
function isAsciiDoc(lines: readonly string[]): boolean {
  const headings = lines.filter((line) => /^={1,5} \S/.test(line)).length;
  const attributes = lines.filter((line) => ATTRIBUTE.test(line)).length;
  return headings >= 2 && (attributes >= 1 || lines.some((line) => LAYOUT_LINE.test(line)));
}

/**
 * AsciiDoc's marks are the writer's formatting: "=== Title · Company" is a heading line,
 * ":phone: +370 …" a labelled field (its value stands in for "{phone}" wherever it is used),
 * "[.lead]", "|===" and "// comments" only shape the page, "Term:: text" is the term, then its
 * text, and a table row "|Cloud |AWS, Azure" its cells.
 */
function fromAsciiDoc(lines: readonly string[]): string[] {
  const attributes = new Map<string, string>();
  for (const line of lines) {
    const [, name, unset, value] = ATTRIBUTE.exec(line) ?? [];
    if (name && !unset && value) attributes.set(name, value);
  }
  return lines.flatMap((line) => {
    const attribute = ATTRIBUTE.exec(line);
    if (attribute) {
      const [, name = '', , value = ''] = attribute;
      // Settings of the document ("icons: font", "toc!") say nothing about the person.
      return value && /[@\d/]|\s/.test(value) ? [`${name.replace(/[-_]/g, ' ')}: ${value}`] : [];
    }
    if (LAYOUT_LINE.test(line) || line.startsWith('//')) return [];
    const text = line
      .replace(/\{([\w-]+)\}/g, (whole, name: string) => attributes.get(name) ?? whole)
      .replace(/^={1,5} /, '')
      .replace(/^(\S[^:]*?)::\s+(.*)$/, '$1 — $2')
      .replace(/^\|(.*)$/, (_, cells: string) => cells.split(/\s*\|\s*/).join(': '));
    return [text];
  });
}

/** Headings marked "# " and words set in "**bold**": a resume kept as Markdown. */
function isMarkdown(lines: readonly string[]): boolean {
  const headings = lines.filter((line) => /^#{1,6}\s+\S/.test(line)).length;
  const strong = lines.filter((line) => /(\*\*|__)(?=\S)[^*_]+?(?<=\S)\1/.test(line)).length;
  return headings >= 2 || (headings >= 1 && strong >= 2);
}

/**
 * Markdown's marks are the writer's formatting, not their words: "### Senior DevOps Engineer",
 * "**Brightwater Payments Ltd.**", "*Mar 2021 – Present*", "[mail](mailto:a@example.com)".
 */
function fromMarkdownSyntax(line: string): string {
  return line
    .replace(/^#{1,6}\s+/, '')
    .replace(/\[([^\]]+)\]\(mailto:([^)]+)\)/g, (_, label: string, address: string) =>
      label.includes('@') ? label : address,
    )
    .replace(/\[([^\]]+)\]\((https?:[^)]+)\)/g, (_, label: string, url: string) =>
      /^https?:|\.\w{2,}\//.test(label) ? label : `${label} ${url}`,
    )
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])/g, '$1')
    .replace(/(?<![\w_])_(?=\S)([^_]+?)(?<=\S)_(?![\w_])/g, '$1');
}

/** "On 11 Mar 2024, Jane Roe <jane@example.com> wrote:": the line a mail program puts above a quote. */
const QUOTE_INTRO = /^On .{4,80}\bwrote:\s*$/;

/**
 * A resume sent in the body of an e-mail, part of it quoted from an earlier message: the "> "
 * marks are the mail program's, not the writer's, so the quoted lines are read as lines.
 */
function withoutMailQuoting(lines: string[]): string[] {
  const quoted = lines.filter((line) => /^>/.test(line)).length;
  if (quoted < 3) return lines;
  return lines.map((line) => line.replace(/^(?:>\s?)+/, '')).filter((line) => !QUOTE_INTRO.test(line.trim()));
}

/** A whole line of inline code spans: "`Intune` `Autopilot` `Entra ID (Azure AD)`". */
const CODE_SPANS = /^\s*(?:`[^`]+`\s*){2,}$/;

/**
 * A resume kept as Markdown marks items and asides with inline syntax: a line of code spans is a
 * list ("Intune, Autopilot, Entra ID (Azure AD)"), and a line wrapped whole in emphasis
 * ("*References available on request.*") is that text.
 */
function fromMarkdownSpans(line: string): string {
  if (CODE_SPANS.test(line)) return [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]).join(', ');
  return line.replace(/^(\s*)([*_]{1,2})(?=\S)(.+?)(?<=\S)\2\s*$/, '$1$3');
}

const RUN_ON = 300;
const CAPITAL_RUN = /(?<![\w&])([A-Z][A-Z&]+(?: {1,2}[A-Z][A-Z&]+){0,3})(?![\w&])/g;

/**
 * A file saved with one line per page (line breaks lost on export): the line is broken again
 * before each bullet glyph, around each heading or phrase in capitals, and after each sentence
 * and each date range.
 */
function splitRunOnLine(raw: string): string[] {
  if (raw.length <= RUN_ON || !holdsSeveralLines(raw)) return [raw];
  const marked = raw
    .replace(/\s+(?=[•●▪■◦‣➢➤►✓✔❖]\s)/g, '\n')
    .replace(CAPITAL_RUN, breakAroundHeading)
    .replace(/([a-z0-9%)][.!?])\s+(?=[A-Z])/g, '$1\n')
    .replace(new RegExp(DATE_RANGE_PATTERN.source, 'gi'), '$&\n');
  return marked.split('\n');
}

/**
 * A long line is a page whose breaks were lost only when it holds what stands on lines of its own:
 * a bullet glyph inside it, a heading in capitals, a date range. A long paragraph or bullet written
 * on one line (the editor wraps it) is only sentences, and stays whole.
 */
function holdsSeveralLines(raw: string): boolean {
  const body = raw.replace(/^\s*[-*•●▪■◦‣➢➤►✓✔❖]\s+/, '');
  if (/\s[•●▪■◦‣➢➤►✓✔❖]\s/.test(body) || DATE_RANGE_PATTERN.test(body)) return true;
  return [...body.matchAll(CAPITAL_RUN)].some((match) =>
    match[0].split(/ +/).some((_, index, words) => isStandardHeading(words.slice(0, index + 1).join(' '))),
  );
}

/**
 * "WORK HISTORY IT" → a break around "WORK HISTORY", the longest run of its first words that is
 * a heading.
 */
function breakAroundHeading(run: string): string {
  const words = run.split(/ +/);
  for (let take = words.length; take >= 1; take--) {
    const heading = words.slice(0, take).join(' ');
    if (isStandardHeading(heading)) return `\n${heading}\n${words.slice(take).join(' ')}`;
  }
  // Several words in capitals (a name, a title or an employer) stand on a line of their own.
  return words.length >= 2 ? `\n${run}\n` : run;
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** Control characters other than tab, line feed, form feed and carriage return. */
export function countControlCharacters(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f)
      count++;
  }
  return count;
}

/** Text, not binary: valid UTF-8 (or UTF-16 with a BOM) without NULs or many control characters. */
export function isPlainText(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  let text: string;
  try {
    // Streaming mode: a character cut at the end of the sample is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024), { stream: true });
  } catch {
    return false;
  }
  if (text.includes('\0')) return false;
  return countControlCharacters(text) <= text.length * 0.01;
}
