import { Parser } from 'htmlparser2';

/** A paragraph of mammoth's HTML: its text, what kind of block it was, and how much of it was bold. */
export type HtmlBlock = {
  text: string;
  tag: string;
  isBold: boolean;
  isListItem: boolean;
  isInTable: boolean;
  /** The row of a table the block is a cell of, counted through the document; the first row of each table is marked. */
  tableRow?: { id: number; isFirst: boolean };
};

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th']);
const CONTAINERS = new Set(['ul', 'ol', 'table']);
const BOLD = new Set(['strong', 'b']);

/** A tab, or a run of spaces a short line is aligned with, parts fields: "Acme Corp\tRemote\tDec 2018 – Present". */
const TAB = /\s*\t[\s\t]*/g;
const SPACES = /(?<=[^\s.!?:;,])[ \u00a0]{2,}(?=\S)/g;
const MAX_ALIGNED_WORDS = 16;

function partFields(text: string, isListItem: boolean): string {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).length;
  const aligned = !isListItem && words <= MAX_ALIGNED_WORDS ? trimmed.replace(SPACES, ' | ') : trimmed;
  return aligned
    .replace(TAB, ' | ')
    .replace(/\s+/g, ' ')
    .replace(/^(?:\|\s*)+|(?:\s*\|)+$/g, '')
    .trim();
}

/**
 * Mammoth's HTML read as a stream of tags and text by htmlparser2 (which decodes character
 * references): one block per paragraph, heading, list item or cell, with its share of bold text.
 */
export function readHtmlBlocks(html: string): {
  blocks: HtmlBlock[];
  hasImages: boolean;
  hasTables: boolean;
} {
  const blocks: HtmlBlock[] = [];
  const open: string[] = [];
  let text = '';
  let boldChars = 0;
  let boldDepth = 0;
  let tag = 'p';
  let hasImages = false;
  let hasTables = false;
  let rowId = 0;
  let rowInTable = 0;

  const flush = () => {
    const clean = partFields(text, open.includes('li') || tag === 'li');
    const letters = clean.replace(/\s/g, '').length;
    if (clean) {
      blocks.push({
        text: clean,
        tag,
        isBold: letters > 0 && boldChars >= letters * 0.8,
        isListItem: open.includes('li') || tag === 'li',
        isInTable: open.includes('table'),
        ...(open.includes('tr') ? { tableRow: { id: rowId, isFirst: rowInTable === 1 } } : {}),
      });
    }
    text = '';
    boldChars = 0;
  };

  const parser = new Parser(
    {
      ontext(content) {
        text += content;
        if (boldDepth > 0) boldChars += content.replace(/\s/g, '').length;
      },
      onopentag(name) {
        if (name === 'img') hasImages = true;
        if (name === 'table') {
          hasTables = true;
          rowInTable = 0;
        }
        if (name === 'tr') {
          flush();
          rowId++;
          rowInTable++;
          open.push(name);
        }
        if (name === 'br') flush();
        else if (BOLD.has(name)) boldDepth++;
        else if (BLOCK_TAGS.has(name) || CONTAINERS.has(name)) {
          if (BLOCK_TAGS.has(name)) {
            flush();
            tag = name;
          }
          open.push(name);
        }
      },
      onclosetag(name) {
        if (name === 'tr') {
          flush();
          const at = open.lastIndexOf(name);
          if (at >= 0) open.splice(at);
        }
        if (BOLD.has(name)) boldDepth = Math.max(0, boldDepth - 1);
        else if (BLOCK_TAGS.has(name) || CONTAINERS.has(name)) {
          if (BLOCK_TAGS.has(name)) flush();
          const at = open.lastIndexOf(name);
          if (at >= 0) open.splice(at);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  flush();
  return { blocks, hasImages, hasTables };
}
