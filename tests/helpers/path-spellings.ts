/** One way of writing a path that a router, proxy or guard might read differently from another. */
export type Spelling = { name: string; target: string };

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

function encodeLetters(segment: string, pick: (index: number) => boolean, upper = false): string {
  return [...segment]
    .map((char, index) => (/[a-z]/i.test(char) && pick(index) ? hex(char, upper) : char))
    .join('');
}

function mapSegments(path: string, change: (segment: string, index: number) => string): string {
  return path
    .split('/')
    .map((segment, index) => (index === 0 ? segment : change(segment, index)))
    .join('/');
}

/**
 * The odd spellings of a concrete path (`/api/tools/files/1`) that probes send: percent-escapes
 * of letters (one at a time, all, either case of hex digit), doubled and trailing slashes, dot
 * segments plain and escaped, trailing dots, other letter case, escaped slashes and backslashes,
 * path parameters, NUL, overlong UTF-8 and the absolute form of the request target.
 */
export function spellingsOf(path: string): Spelling[] {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const firstLetters = [...first].map((_, index) => ({
    name: `escape letter ${index + 1} of /${first}`,
    target: `/${encodeLetters(first, (i) => i === index)}${tail}`,
  }));
  return [
    { name: 'plain', target: path },
    ...firstLetters,
    {
      name: 'escape every letter of the first segment',
      target: `/${encodeLetters(first, () => true)}${tail}`,
    },
    {
      name: 'escape every letter, upper-case hex',
      target: mapSegments(path, (s) => encodeLetters(s, () => true, true)),
    },
    {
      name: 'escape the first letter of each segment',
      target: mapSegments(path, (s) => encodeLetters(s, (i) => i === 0)),
    },
    { name: 'leading double slash', target: `/${path}` },
    { name: 'inner double slash', target: path.replace(/^(\/[^/]+)\//, '$1//') },
    { name: 'trailing slash', target: `${path}/` },
    { name: 'dot segment at the start', target: `/.${path}` },
    { name: 'dot segment inside', target: path.replace(/^(\/[^/]+)\//, '$1/./') },
    { name: 'escaped dot segment', target: path.replace(/^(\/[^/]+)\//, '$1/%2e/') },
    { name: 'parent segment', target: `/x/..${path}` },
    { name: 'escaped parent segment', target: `/x/%2e%2e${path}` },
    { name: 'trailing dot', target: `${path}.` },
    { name: 'trailing dot on the first segment', target: `/${first}.${tail}` },
    { name: 'upper case', target: path.toUpperCase() },
    {
      name: 'capitalised first segment',
      target: `/${first.charAt(0).toUpperCase()}${first.slice(1)}${tail}`,
    },
    { name: 'escaped slashes', target: `/${first}${tail.replaceAll('/', '%2F')}` },
    { name: 'escaped backslashes', target: `/${first}${tail.replaceAll('/', '%5C')}` },
    { name: 'path parameter on the first segment', target: `/${first};x=1${tail}` },
    { name: 'path parameter at the end', target: `${path};` },
    { name: 'escaped NUL at the end', target: `${path}%00` },
    { name: 'overlong UTF-8 slash', target: `/%c0%af${first}${tail}` },
    { name: 'absolute form', target: `http://127.0.0.1${path}` },
  ];
}
