/** Reads back an iCalendar file, checking the RFC 5545 line rules on the way. */
export type IcsProperty = { name: string; params: string; value: string };

export function checkIcsLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  if (/[^\r]\n|\r[^\n]/.test(text)) throw new Error('a line break that is not CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > 75) throw new Error(`a line of ${octets} octets: ${line}`);
  }
  return physical;
}

/** Unfolds continuation lines (CRLF + one space) and unescapes TEXT values. */
export function parseIcs(text: string): IcsProperty[] {
  const unfolded = text.replace(/\r\n /g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const head = line.slice(0, colon);
      const [name = '', ...params] = head.split(';');
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_match, escaped: string) =>
          escaped === 'n' || escaped === 'N' ? '\n' : escaped,
        );
      return { name, params: params.join(';'), value };
    });
}

export const propertyOf = (properties: IcsProperty[], name: string): string | undefined =>
  properties.find((property) => property.name === name)?.value;
