/**
 * An independent RFC 4180 reader for checking our exports: quoted fields may hold commas,
 * doubled quotes and line breaks; rows end with CRLF. Throws on anything malformed.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let index = 0;
  let isQuoted = false;
  while (index < text.length) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
      } else if (char === '"') {
        isQuoted = false;
        index++;
        const next = text[index];
        if (next !== ',' && next !== '\r' && next !== undefined)
          throw new Error(`text after a closing quote at ${index}`);
      } else {
        field += char;
        index++;
      }
    } else if (char === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${index}`);
      isQuoted = true;
      index++;
    } else if (char === ',') {
      row.push(field);
      field = '';
      index++;
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 2;
    } else if (char === '\n' || char === '\r') {
      throw new Error(`a bare line break at ${index}`);
    } else {
      field += char;
      index++;
    }
  }
  if (isQuoted) throw new Error('an unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
