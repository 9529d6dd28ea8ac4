import { decodeHTML } from 'entities';
import type { HtmlElement, HtmlNode } from './html-scanner';

export type ElementTest = (element: HtmlElement) => boolean;

/** Every element under `root` in document order, without recursion. */
export function findAll(root: HtmlElement, test: ElementTest): HtmlElement[] {
  const found: HtmlElement[] = [];
  const pending: HtmlNode[] = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop();
    if (node?.kind !== 'element') continue;
    if (test(node)) found.push(node);
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index];
      if (child) pending.push(child);
    }
  }
  return found;
}

export function findFirst(root: HtmlElement, test: ElementTest): HtmlElement | null {
  return findAll(root, test)[0] ?? null;
}

export const hasClass =
  (...names: string[]): ElementTest =>
  (element) => {
    const classes = (element.attrs.class ?? '').split(/\s+/);
    return names.every((name) => classes.includes(name));
  };

export const isTag =
  (...names: string[]): ElementTest =>
  (element) =>
    names.includes(element.name);

export const hasAttr =
  (name: string, value: string): ElementTest =>
  (element) =>
    element.attrs[name] === value;

export const both =
  (first: ElementTest, second: ElementTest): ElementTest =>
  (element) =>
    first(element) && second(element);

const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);

/** The element's text on one line: entities decoded, whitespace collapsed, scripts and icons left out. */
export function inlineText(element: HtmlElement): string {
  const parts: string[] = [];
  const pending: HtmlNode[] = [element];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node) continue;
    if (node.kind === 'text') {
      parts.push(node.raw);
      continue;
    }
    if (node !== element && NOT_TEXT.has(node.name)) continue;
    if (node.name === 'br') parts.push(' ');
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index];
      if (child) pending.push(child);
    }
  }
  return decodeHTML(parts.join('')).replace(/\s+/g, ' ').trim();
}
