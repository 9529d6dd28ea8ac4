import { type ChildNode, type Element, isTag as isElement, isText } from 'domhandler';
import type { HtmlParent } from './html-tree';

export type ElementTest = (element: Element) => boolean;

/**
 * Every element under `root` in document order. Our own walk with an explicit stack: domutils'
 * finders recurse or shift arrays per level, which a deeply nested page turns against us.
 */
export function findAll(root: HtmlParent, test: ElementTest): Element[] {
  const found: Element[] = [];
  const pending: ChildNode[] = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node || !isElement(node)) continue;
    if (test(node)) found.push(node);
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index];
      if (child) pending.push(child);
    }
  }
  return found;
}

export function findFirst(root: HtmlParent, test: ElementTest): Element | null {
  return findAll(root, test)[0] ?? null;
}

export const hasClass =
  (...names: string[]): ElementTest =>
  (element) => {
    const classes = (element.attribs.class ?? '').split(/\s+/);
    return names.every((name) => classes.includes(name));
  };

export const isTag =
  (...names: string[]): ElementTest =>
  (element) =>
    names.includes(element.name);

export const hasAttr =
  (name: string, value: string): ElementTest =>
  (element) =>
    element.attribs[name] === value;

export const both =
  (first: ElementTest, second: ElementTest): ElementTest =>
  (element) =>
    first(element) && second(element);

const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);

/** The element's text on one line: whitespace collapsed, scripts, comments and icons left out. */
export function inlineText(root: HtmlParent): string {
  const parts: string[] = [];
  const pending: ChildNode[] = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node) continue;
    if (isText(node)) {
      parts.push(node.data);
      continue;
    }
    if (!isElement(node) || NOT_TEXT.has(node.name)) continue;
    if (node.name === 'br') parts.push(' ');
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index];
      if (child) pending.push(child);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
