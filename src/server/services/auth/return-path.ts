export const DEFAULT_RETURN_PATH = '/tools';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Only a same-origin path may be returned to after sign-in: it must start with one '/', and
 * '//' or '/\' (which browsers read as another host) and control characters are refused.
 */
export function toSafeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return DEFAULT_RETURN_PATH;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_PATH;
  if (value.includes('\\') || hasControlCharacter(value)) return DEFAULT_RETURN_PATH;
  try {
    const resolved = new URL(value, 'http://same-origin.invalid');
    if (resolved.origin !== 'http://same-origin.invalid') return DEFAULT_RETURN_PATH;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}
