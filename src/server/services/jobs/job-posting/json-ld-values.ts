import { decodeHTML } from 'entities';

/** Reading schema.org values that may be a string, an object, or an array of either. */

export type JsonObject = { [key: string]: unknown };

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * A string, a number, or the `name` (else `@value`) of an object, trimmed; '' when none. Many
 * sites write JSON-LD through their HTML escaper ("Montr&eacute;al"), so references are decoded.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return decodeHTML(value).trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (isObject(value)) return textOf(value.name ?? value['@value']);
  return '';
}

/** 180000, "180000", "180,000.50" or "$180k"-free strings as a number; null when not a number. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Whether a node's @type names `type`, written plainly or as a schema.org IRI. */
export function hasType(node: JsonObject, type: string): boolean {
  return asArray(node['@type']).some(
    (entry) => typeof entry === 'string' && entry.replace(/^(https?:\/\/schema\.org\/|schema:)/, '') === type,
  );
}

/** Every object in a JSON-LD document: top-level arrays and @graph lists flattened. */
export function flattenNodes(document: unknown): JsonObject[] {
  const nodes: JsonObject[] = [];
  const pending = [document];
  while (pending.length > 0 && nodes.length < 1000) {
    const next = pending.pop();
    if (Array.isArray(next)) pending.push(...next);
    else if (isObject(next)) {
      nodes.push(next);
      if (next['@graph'] !== undefined) pending.push(next['@graph']);
    }
  }
  return nodes;
}
