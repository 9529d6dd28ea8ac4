import { Readability } from '@mozilla/readability';
import { type ChildNode, isTag as isElement } from 'domhandler';
import { getOuterHTML, removeElement } from 'domutils';
import { parseHTML } from 'linkedom';
import { findAll, findFirst, isTag } from './html-query';
import { elementToText, htmlToText } from './html-text';
import type { HtmlParent } from './html-tree';

/**
 * Elements Readability may weigh. A posting page has a few thousand once scripts and icons are
 * gone; past this, the page's main landmark is read plainly instead, which costs a walk.
 */
const MAX_ELEMENTS = 15_000;

/** Shorter than this, Readability's pick is a caption or a card, not the posting. */
const MIN_ARTICLE_CHARACTERS = 200;

/** Never text a reader sees; on a script-built page they are most of the bytes. */
const DROPPED = new Set([
  'head',
  'script',
  'style',
  'svg',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'canvas',
  'link',
  'meta',
]);

/** What Readability reads of an element: its names for scoring, links for their density, hiding. */
const KEPT_ATTRIBUTES = new Set(['class', 'id', 'href', 'role', 'hidden', 'aria-hidden']);
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/** Removes what no reader sees and the attributes Readability ignores; returns the elements left. */
function pruneForReading(root: HtmlParent): number {
  let elements = 0;
  const pending: ChildNode[] = [...root.children];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node) continue;
    if (node.type === 'comment' || node.type === 'directive') {
      removeElement(node);
      continue;
    }
    if (!isElement(node)) continue;
    if (DROPPED.has(node.name)) {
      removeElement(node);
      continue;
    }
    elements++;
    const hidden = HIDING_STYLE.test(node.attribs.style ?? '');
    for (const name of Object.keys(node.attribs)) if (!KEPT_ATTRIBUTES.has(name)) delete node.attribs[name];
    if (hidden) node.attribs.hidden = '';
    pending.push(...node.children);
  }
  return elements;
}

const isPageFurniture = isTag('nav', 'header', 'footer', 'aside', 'form', 'button');

/** A page too large to weigh: the text of its main landmark, without navigation and asides. */
function readLandmark(root: HtmlParent): string {
  const scope =
    findFirst(root, (element) => isTag('main', 'article')(element) || element.attribs.role === 'main') ??
    root;
  for (const element of findAll(scope, isPageFurniture)) removeElement(element);
  return elementToText(scope);
}

/**
 * The main text of a page, the way Firefox's Reader View finds it (@mozilla/readability over a
 * linkedom document): the block with the most prose, without navigation, sidebars, similar jobs,
 * footers and cookie banners. Returns '' when the page has no such block.
 *
 * `root` is the page as our depth-limited parser read it, and is pruned here (read it for
 * anything else first): it is serialised again for linkedom, so a hostile page nested without end
 * costs the same bounded parse here as everywhere else.
 */
export function extractReadableText(root: HtmlParent): string {
  const elements = pruneForReading(root);
  if (elements > MAX_ELEMENTS) {
    const text = readLandmark(root);
    return text.length >= MIN_ARTICLE_CHARACTERS ? text : '';
  }
  if (elements === 0) return '';
  const markup = getOuterHTML(root.children);
  // A fragment (a page that never opened <html>) gets a document around it, which Readability needs.
  const hasDocument = root.children.some((node) => isElement(node) && node.name === 'html');
  const { document } = parseHTML(hasDocument ? markup : `<html><body>${markup}</body></html>`);
  const article = new Readability(document as unknown as Document, {
    charThreshold: MIN_ARTICLE_CHARACTERS,
    // Our own reader handles JSON-LD first; here only the page's visible text counts.
    disableJSONLD: true,
  }).parse();
  const text = article?.content ? htmlToText(article.content) : '';
  return text.length >= MIN_ARTICLE_CHARACTERS ? text : '';
}
