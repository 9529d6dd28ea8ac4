/** A paragraph of mammoth's HTML: its text, what kind of block it was, and how much of it was bold. */
export type HtmlBlock = {
  text: string;
  tag: string;
  isBold: boolean;
  isListItem: boolean;
  isInTable: boolean;
};

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Mammoth writes a small, regular subset of HTML, so a tag scanner is enough. */
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

  const flush = () => {
    const clean = decodeEntities(text).replace(/\s+/g, ' ').trim();
    const letters = clean.replace(/\s/g, '').length;
    if (clean) {
      blocks.push({
        text: clean,
        tag,
        isBold: letters > 0 && boldChars >= letters * 0.8,
        isListItem: open.includes('li') || tag === 'li',
        isInTable: open.includes('table'),
      });
    }
    text = '';
    boldChars = 0;
  };

  for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]+)[^>]*?(\/?)>|([^<]+)/g)) {
    const [, closing, rawName, selfClosing, content] = match;
    if (content !== undefined) {
      text += content;
      if (boldDepth > 0) boldChars += decodeEntities(content).replace(/\s/g, '').length;
      continue;
    }
    const name = rawName?.toLowerCase() ?? '';
    if (name === 'img') hasImages = true;
    if (name === 'table') hasTables = true;
    if (name === 'br') {
      flush();
      continue;
    }
    if (name === 'strong' || name === 'b') {
      boldDepth += closing ? -1 : 1;
      continue;
    }
    if (!BLOCK_TAGS.has(name) && name !== 'ul' && name !== 'ol' && name !== 'table') continue;
    if (closing) {
      if (BLOCK_TAGS.has(name)) flush();
      const at = open.lastIndexOf(name);
      if (at >= 0) open.splice(at);
    } else if (!selfClosing) {
      if (BLOCK_TAGS.has(name)) {
        flush();
        tag = name;
      }
      open.push(name);
    }
  }
  flush();
  return { blocks, hasImages, hasTables };
}
