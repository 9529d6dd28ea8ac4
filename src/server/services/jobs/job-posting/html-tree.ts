import { type Document, DomHandler, type Element, type ParentNode } from 'domhandler';
import { Parser } from 'htmlparser2';

/**
 * Job pages parsed by htmlparser2 into a domhandler tree: text and attributes come back with
 * their character references decoded ("Montr&eacute;al" reads "Montréal"), list items, cells
 * and paragraphs close the way browsers close them, script and style stay raw text.
 */

export type HtmlElement = Element;
export type HtmlParent = ParentNode;

/**
 * Deeper than any real page nests. htmlparser2 keeps its open elements in an array it searches
 * and shifts per tag, so a hostile page of endless nesting would cost quadratic time; parsing
 * stops at this depth and keeps what came before (a page's head and JSON-LD come first).
 */
const MAX_DEPTH = 256;

class DepthLimitedHandler extends DomHandler {
  private depth = 0;
  private source: Parser | null = null;

  attach(parser: Parser): void {
    this.source = parser;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    this.depth++;
    if (this.depth >= MAX_DEPTH) this.source?.pause();
  }

  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

/** Parses a page or a fragment into a document tree. */
export function parseHtml(html: string): Document {
  const handler = new DepthLimitedHandler();
  const parser = new Parser(handler, { decodeEntities: true });
  handler.attach(parser);
  parser.end(html);
  return handler.root;
}
