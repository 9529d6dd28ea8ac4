import { AppError } from './errors';

/**
 * C0 control characters other than tab, line feed and carriage return, DEL, and the bidi
 * embedding, override and isolate controls. PostgreSQL refuses NUL in text and jsonb, the others
 * have no place in form text, and the bidi controls let a name display as something it is not
 * ("invoice‮fdp.exe").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const UNWANTED = /[\u0000-\u0008\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
/** Vertical tab and form feed end a line (Word's line break, a page break in exported text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const LINE_BREAKS = /[\u000B\u000C]/g;
/** Half of a surrogate pair without its other half: not text, and PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Deeper than any form or API body we accept; refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/** Text as it may enter the system: unwanted controls removed, lone surrogates made U+FFFD. */
export function cleanText(text: string): string {
  return text.replace(UNWANTED, '').replace(LINE_BREAKS, '\n').replace(LONE_SURROGATE, '\uFFFD');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A parsed body, query or parameter object with every string (values and keys) cleaned. Only
 * plain data is walked; buffers and streams pass through untouched. Keys are rebuilt with
 * `Object.fromEntries`, which defines own properties, so a `__proto__` key never becomes a prototype.
 */
export function cleanInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (depth >= MAX_INPUT_DEPTH && (Array.isArray(value) || isRecord(value))) {
    throw new AppError('bad-request', 'The request is nested too deeply.');
  }
  if (Array.isArray(value)) return value.map((item) => cleanInput(item, depth + 1));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [cleanText(key), cleanInput(item, depth + 1)]),
    );
  }
  return value;
}

/** `cleanInput` for data whose shape is already known (a parsed file, a fetched page): the same shape back. */
export function cleanParsedText<T>(value: T): T {
  // Cleaning maps strings to strings and keeps every array and key, so the shape is unchanged.
  return cleanInput(value) as T;
}
