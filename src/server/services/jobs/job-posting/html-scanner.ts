import { decodeHTMLAttribute } from 'entities';

/**
 * A small, forgiving HTML reader: enough of the HTML parsing rules for pulling text out of job
 * pages. One linear pass, no recursion, nesting capped so a hostile page cannot exhaust the stack.
 */

export type HtmlText = { kind: 'text'; raw: string };
export type HtmlElement = {
  kind: 'element';
  name: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
};
export type HtmlNode = HtmlElement | HtmlText;

const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'template']);
const CLOSES_P = new Set(
  'address article aside blockquote details div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr main nav ol p pre section table ul li'.split(
    ' ',
  ),
);
/** Starting the key closes an open element of the same family, up to (not past) the boundaries. */
const IMPLIED_ENDS: Record<string, { closes: string[]; boundaries: string[] }> = {
  li: { closes: ['li'], boundaries: ['ul', 'ol', 'menu'] },
  dt: { closes: ['dt', 'dd'], boundaries: ['dl'] },
  dd: { closes: ['dt', 'dd'], boundaries: ['dl'] },
  tr: { closes: ['tr', 'td', 'th'], boundaries: ['table', 'tbody', 'thead', 'tfoot'] },
  td: { closes: ['td', 'th'], boundaries: ['tr', 'table'] },
  th: { closes: ['td', 'th'], boundaries: ['tr', 'table'] },
  option: { closes: ['option'], boundaries: ['select', 'datalist'] },
};
const P_SCOPE_BOUNDARIES = ['button', 'table', 'td', 'th', 'caption', 'marquee', 'object', 'html'];
const MAX_DEPTH = 256;

const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const ATTRIBUTE = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

export function createElement(name: string, attrs: Record<string, string> = {}): HtmlElement {
  return { kind: 'element', name, attrs, children: [] };
}

class TreeBuilder {
  readonly root = createElement('#document');
  private readonly stack: HtmlElement[] = [this.root];

  private get current(): HtmlElement {
    return this.stack[this.stack.length - 1] ?? this.root;
  }

  text(raw: string): void {
    if (raw) this.current.children.push({ kind: 'text', raw });
  }

  /** Pops to the nearest open `names` element, unless a boundary comes first. */
  private closeNearest(names: string[], boundaries: string[]): void {
    for (let index = this.stack.length - 1; index > 0; index--) {
      const name = this.stack[index]?.name ?? '';
      if (names.includes(name)) {
        this.stack.length = index;
        return;
      }
      if (boundaries.includes(name)) return;
    }
  }

  open(name: string, attrs: Record<string, string>, selfClosing: boolean): HtmlElement {
    const implied = IMPLIED_ENDS[name];
    if (implied) this.closeNearest(implied.closes, implied.boundaries);
    if (CLOSES_P.has(name)) this.closeNearest(['p'], P_SCOPE_BOUNDARIES);
    const element = createElement(name, attrs);
    this.current.children.push(element);
    if (!VOID.has(name) && !selfClosing && this.stack.length < MAX_DEPTH) this.stack.push(element);
    return element;
  }

  close(name: string): void {
    this.closeNearest([name], []);
  }
}

function readAttributes(
  html: string,
  from: number,
): { attrs: Record<string, string>; end: number; selfClosing: boolean } {
  const attrs: Record<string, string> = {};
  let index = from;
  while (index < html.length) {
    const char = html[index];
    if (char === '>') return { attrs, end: index + 1, selfClosing: html[index - 1] === '/' };
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(html);
    if (!match?.[1] || match[0].length === 0) {
      index++;
      continue;
    }
    const name = match[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeHTMLAttribute(match[2] ?? match[3] ?? match[4] ?? '');
    index += match[0].length;
  }
  return { attrs, end: html.length, selfClosing: false };
}

function skipPast(html: string, from: number, marker: string): number {
  const found = html.indexOf(marker, from);
  return found === -1 ? html.length : found + marker.length;
}

/** Parses a page or a fragment into a tree under a `#document` element. */
export function parseHtml(html: string): HtmlElement {
  const builder = new TreeBuilder();
  const lower = html.toLowerCase();
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      builder.text(html.slice(index));
      break;
    }
    builder.text(html.slice(index, lt));
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      index = skipPast(html, lt + 4, '-->');
    } else if (next === '!' || next === '?') {
      index = skipPast(html, lt + 2, '>');
    } else if (next === '/' && /[a-zA-Z]/.test(html[lt + 2] ?? '')) {
      TAG_NAME.lastIndex = lt + 2;
      const name = (TAG_NAME.exec(html)?.[0] ?? '').toLowerCase();
      builder.close(name);
      index = skipPast(html, lt + 2, '>');
    } else if (/[a-zA-Z]/.test(next)) {
      TAG_NAME.lastIndex = lt + 1;
      const rawName = TAG_NAME.exec(html)?.[0] ?? '';
      const name = rawName.toLowerCase();
      const { attrs, end, selfClosing } = readAttributes(html, lt + 1 + rawName.length);
      const element = builder.open(name, attrs, selfClosing);
      index = end;
      if (RAW_TEXT.has(name) && !selfClosing) {
        const close = lower.indexOf(`</${name}`, index);
        const stop = close === -1 ? html.length : close;
        element.children.push({ kind: 'text', raw: html.slice(index, stop) });
        builder.close(name);
        index = close === -1 ? html.length : skipPast(html, close, '>');
      }
    } else {
      builder.text('<');
      index = lt + 1;
    }
  }
  return builder.root;
}
