export const DEFAULT_RETURN_PATH = '/tools';

const MAX_LENGTH = 2048;
/** `%252e` is two rounds; a path still changing after four is someone probing, not a link. */
const MAX_DECODE_ROUNDS = 4;
const CHECK_ORIGIN = 'http://same-origin.invalid';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Decodes only well-formed `%XX` runs, so a lone `%` stays; null when a run is not UTF-8. */
function decodeOnce(value: string): string | null {
  try {
    return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => decodeURIComponent(run));
  } catch {
    return null;
  }
}

/** Every layer (proxy, router, browser) may decode once more: read the path as the last one would. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = decodeOnce(current);
    if (next === null) return null;
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A segment as RFC 3986 allows it in a path, with everything else (`/`, `\`, `%`, `?`, `#`) escaped. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(3A|40|24|26|2B|2C|3B|3D)/g, (kept) =>
    decodeURIComponent(kept),
  );
}

/**
 * Dot segments resolved as RFC 3986 does, with backslashes read as slashes (browsers do), and
 * null when the result begins with an empty segment: `//host`, which a browser reads as a host.
 */
function resolveDotSegments(decoded: string): string[] | null {
  const segments: string[] = [];
  const parts = decoded.split(/[/\\]/).slice(1);
  parts.forEach((segment, index) => {
    const isLast = index === parts.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') segments.pop();
      if (isLast) segments.push('');
    } else segments.push(segment);
  });
  return segments.length > 1 && segments[0] === '' ? null : segments;
}

/** The path rebuilt from its segments: doubled slashes inside dropped, each segment escaped. */
function rebuildPath(segments: string[]): string {
  const named = segments.filter((segment) => segment !== '');
  const endsAsFolder = named.length > 0 && segments.at(-1) === '';
  return `/${named.map(encodeSegment).join('/')}${endsAsFolder ? '/' : ''}`;
}

/** What a browser does with the value as a Location: it must stay on this origin, as a path. */
function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  try {
    return new URL(path, CHECK_ORIGIN).origin === CHECK_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The path to go back to after sign-in (local and OpenID Connect alike). The value is normalised
 * first (percent-encodings decoded to the end, backslashes read as slashes, dot segments
 * resolved) and only then checked, so a spelling that becomes `//host` (`/.//host`, `/%2e//host`,
 * `/a/..//host`, `/.%2f/host`) is refused whatever layer would have resolved it. What passes is
 * rebuilt from its segments (doubled slashes dropped, each segment escaped), so nothing after us
 * can decode it into another host either. Anything refused becomes /tools.
 */
export function toSafeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return DEFAULT_RETURN_PATH;
  if (!value.startsWith('/') || hasControlCharacter(value)) return DEFAULT_RETURN_PATH;
  // A lone surrogate cannot be escaped into a URL (encodeURIComponent throws on it).
  if (/\p{Surrogate}/u.test(value)) return DEFAULT_RETURN_PATH;
  const pathEnd = value.search(/[?#]/);
  const rawPath = pathEnd === -1 ? value : value.slice(0, pathEnd);
  const rest = pathEnd === -1 ? '' : value.slice(pathEnd);
  const decoded = decodeFully(rawPath);
  if (decoded === null || hasControlCharacter(decoded)) return DEFAULT_RETURN_PATH;
  const segments = resolveDotSegments(decoded);
  if (segments === null) return DEFAULT_RETURN_PATH;
  const path = rebuildPath(segments);
  if (!isSameOriginPath(path)) return DEFAULT_RETURN_PATH;
  // The query and fragment cannot change the origin; the URL parser only escapes what a header refuses.
  const resolved = new URL(`${path}${rest}`, CHECK_ORIGIN);
  const safe = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return resolved.pathname === path && isSameOriginPath(safe) ? safe : DEFAULT_RETURN_PATH;
}
