import { type ChildNode, isTag as isElement, isText } from 'domhandler';
import { decodeHTML } from 'entities';
import { type HtmlParent, parseHtml } from './html-tree';

/**
 * Job descriptions as readable plain text: paragraphs and headings separated by a blank line,
 * list items as bullets (indented when nested), line breaks kept, everything else collapsed.
 */

const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'head',
  'title',
  'button',
  'select',
  'iframe',
  'form',
]);
const SPACED_BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'blockquote',
  'pre',
  'dl',
]);
const LINE_BLOCKS = new Set(
  'div section article header footer main aside nav figure figcaption address li tr dt dd hr'.split(' '),
);

class TextWriter {
  private readonly lines: string[] = [''];
  private pendingBreaks = 0;

  text(value: string, preformatted: boolean): void {
    const text = preformatted ? value : value.replace(/\s+/g, ' ');
    // Whitespace between blocks, or at the start of a line, is layout in the source, not text.
    if (text === '' || (!preformatted && text === ' ' && (this.pendingBreaks > 0 || this.atLineStart())))
      return;
    if (this.pendingBreaks > 0 && !this.isEmpty()) {
      for (let index = 0; index < this.pendingBreaks; index++) this.lines.push('');
    }
    this.pendingBreaks = 0;
    const [first = '', ...rest] = text.split('\n');
    this.append(this.atLineStart() && !preformatted ? first.trimStart() : first);
    for (const line of rest) {
      this.lines.push('');
      this.append(line);
    }
  }

  /** Ends the current line; `blankLine` leaves an empty line too. Breaks merge, never stack. */
  lineBreak(blankLine: boolean): void {
    this.pendingBreaks = Math.max(this.pendingBreaks, blankLine ? 2 : 1);
  }

  hardBreak(): void {
    this.lines.push('');
  }

  private append(value: string): void {
    this.lines[this.lines.length - 1] = `${this.lines[this.lines.length - 1] ?? ''}${value}`;
  }

  /** At the start of a line, or just after a bullet: leading spaces there mean nothing. */
  private atLineStart(): boolean {
    return /^\s*(• )?$/.test(this.lines[this.lines.length - 1] ?? '');
  }

  private isEmpty(): boolean {
    return this.lines.length === 1 && this.lines[0] === '';
  }

  toString(): string {
    return this.lines
      .map((line) => line.replace(/[ \t\u00a0]+$/, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}

type Frame = { node: ChildNode; listDepth: number; preformatted: boolean } | { close: string };

/** Children go on the stack last first, so they come off in document order. */
function pushChildren(stack: Frame[], children: ChildNode[], listDepth: number, preformatted: boolean): void {
  for (let index = children.length - 1; index >= 0; index--) {
    const node = children[index];
    if (node) stack.push({ node, listDepth, preformatted });
  }
}

function writeNode(writer: TextWriter, root: HtmlParent): void {
  const stack: Frame[] = [];
  pushChildren(stack, root.children, 0, false);
  while (stack.length > 0) {
    const frame = stack.pop();
    if (!frame) continue;
    if ('close' in frame) {
      const name = frame.close;
      if (SPACED_BLOCKS.has(name)) writer.lineBreak(true);
      else if (LINE_BLOCKS.has(name)) writer.lineBreak(false);
      continue;
    }
    const { node, listDepth, preformatted } = frame;
    if (isText(node)) {
      writer.text(node.data, preformatted);
      continue;
    }
    if (!isElement(node) || SKIPPED.has(node.name)) continue;
    if (node.name === 'br') {
      writer.hardBreak();
      continue;
    }
    const isNestedList = (node.name === 'ul' || node.name === 'ol') && listDepth > 0;
    if (SPACED_BLOCKS.has(node.name) && !isNestedList) writer.lineBreak(true);
    else if (LINE_BLOCKS.has(node.name) || isNestedList) writer.lineBreak(false);
    if (node.name === 'td' || node.name === 'th') writer.text(' ', false);
    const nestedLists = node.name === 'ul' || node.name === 'ol' ? listDepth + 1 : listDepth;
    if (node.name === 'li') writer.text(`${'  '.repeat(Math.max(0, listDepth - 1))}• `, true);
    stack.push({ close: isNestedList ? 'li' : node.name });
    pushChildren(stack, node.children, nestedLists, preformatted || node.name === 'pre');
  }
}

export function elementToText(element: HtmlParent): string {
  const writer = new TextWriter();
  writeNode(writer, element);
  return writer.toString();
}

/**
 * Readable text from an HTML string. Descriptions inside JSON-LD are often HTML escaped once
 * more (&lt;p&gt;), so escaped markup is unescaped once before parsing decodes the rest.
 */
export function htmlToText(html: string): string {
  const markup = /&lt;\/?[a-zA-Z]/.test(html) && !/<\/?[a-zA-Z]/.test(html) ? decodeHTML(html) : html;
  return elementToText(parseHtml(markup));
}
