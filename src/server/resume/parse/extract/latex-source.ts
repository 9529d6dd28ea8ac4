import { findDateRange, findSingleDate } from '../dates';

/**
 * A resume sent as its LaTeX source (moderncv, awesome-cv, a "resumeSubheading" template) rather
 * than the PDF it compiles to. The macros are the writer's layout, not their words: the source is
 * written out as the plain resume it typesets (a heading per \section, a header line and bullets
 * per entry macro, the personal data of the preamble at the top) and read as any text resume is.
 * Comments, the preamble's settings and the macros' braces never reach the reader.
 */
export function latexSourceAsText(text: string): string | null {
  if (!isLatexSource(text)) return null;
  const source = withoutComments(text);
  const begin = source.indexOf('\\begin{document}');
  const preamble = begin >= 0 ? source.slice(0, begin) : '';
  // A single line break in LaTeX is a space: an item or a paragraph wrapped in the source is one line.
  const body = (begin >= 0 ? source.slice(begin + '\\begin{document}'.length) : source).replace(
    /([^\n])\n(?=[ \t]*[^\s])/g,
    '$1 ',
  );
  const lines = [...personLines(preamble), '', renderLatex(body.replace(/\\end\{document\}[\s\S]*$/, ''))];
  return lines
    .join('\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{2,}(?=• )/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** A document class or a document body, and many lines opening with a macro. */
function isLatexSource(text: string): boolean {
  if (!/\\documentclass|\\begin\{document\}/.test(text)) return false;
  const macroLines = text.split('\n').filter((line) => /^\s*\\[a-zA-Z]+/.test(line)).length;
  return macroLines >= 8;
}

/** "% a note" to the end of its line, unless the percent sign is escaped ("20\%"). */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*%/.test(line))
    .map((line) => line.replace(/(?<!\\)%.*$/, ''))
    .join('\n');
}

/** The preamble's personal data (moderncv's \name, \phone, \email …), a line each. */
const PERSON_MACROS =
  /^(name|firstname|familyname|title|address|phone|mobile|email|homepage|social|extrainfo)$/;

function personLines(preamble: string): string[] {
  const lines: string[] = [];
  for (const macro of readMacros(preamble)) {
    if (!PERSON_MACROS.test(macro.name)) continue;
    const values = macro.args.map(renderLatex).filter(Boolean);
    // "\name{Jane}{Roe}" is one name; "\address{street}{town}" one place, labelled as the page sets it.
    if (macro.name === 'address') lines.push(`Address: ${values.join(', ')}`);
    // "\social[linkedin]{jane-roe}": the profile's address, as the compiled page links it.
    else if (macro.name === 'social' && macro.options[0])
      lines.push(socialAddress(macro.options[0], values[0] ?? ''));
    else lines.push(values.join(macro.name === 'name' ? ' ' : ', '));
  }
  return lines;
}

/** "\social[github]{jroe}" → "github.com/jroe". */
function socialAddress(network: string, handle: string): string {
  if (/^https?:|\./.test(handle)) return handle;
  return network === 'linkedin' ? `linkedin.com/in/${handle}` : `${network}.com/${handle}`;
}

type Macro = { name: string; args: string[]; options: string[]; end: number };

/** Every macro of the text with its brace arguments and its "[options]". */
function readMacros(text: string): Macro[] {
  const macros: Macro[] = [];
  for (let index = text.indexOf('\\'); index >= 0; index = text.indexOf('\\', index + 1)) {
    const macro = readMacro(text, index);
    if (macro) {
      macros.push(macro);
      index = macro.end - 1;
    }
  }
  return macros;
}

/** The macro at `start` ("\cventry{…}{…}"), its arguments and options, and where it ends. */
function readMacro(text: string, start: number): Macro | null {
  const name = /^\\([a-zA-Z]+)\*?/.exec(text.slice(start));
  if (!name?.[1]) return null;
  let index = start + name[0].length;
  const args: string[] = [];
  const options: string[] = [];
  for (;;) {
    const skipped = /^[ \t]*(?:\n[ \t]*)?/.exec(text.slice(index))?.[0].length ?? 0;
    const open = text[index + skipped];
    if (open !== '{' && open !== '[') break;
    const close = matchingBrace(text, index + skipped, open, open === '{' ? '}' : ']');
    if (close < 0) break;
    (open === '{' ? args : options).push(text.slice(index + skipped + 1, close));
    index = close + 1;
  }
  return { name: name[1], args, options, end: index };
}

function matchingBrace(text: string, open: number, opening: string, closing: string): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '\\') index++;
    else if (text[index] === opening) depth++;
    else if (text[index] === closing && --depth === 0) return index;
  }
  return -1;
}

/** Macros that only set up the page: their arguments are no words of the resume. */
const LAYOUT_MACROS =
  /^(begin|end|usepackage|setlength|vspace|hspace|makecvtitle|maketitle|newpage|clearpage|pagestyle|photo|moderncv\w*|geometry|documentclass|label|newcommand|renewcommand|color|fontsize|quote|recipient)$/;
const SYMBOLS: Record<string, string> = {
  pounds: '£',
  euro: '€',
  textbullet: '•',
  textendash: '–',
  textemdash: '—',
  today: '',
  LaTeX: 'LaTeX',
};

/** A fragment of LaTeX as the plain text it typesets. */
function renderLatex(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '\\') {
      const macro = readMacro(text, index);
      if (macro) {
        out += renderMacro(macro);
        index = macro.end;
        continue;
      }
      // "\&", "\%", "\," (a thin space), "\\" (a line break).
      const next = text[index + 1] ?? '';
      out += next === '\\' ? '\n' : next === ',' ? ' ' : next;
      index += 2;
      continue;
    }
    out += char === '~' ? ' ' : char === '{' || char === '}' ? '' : char;
    index++;
  }
  return out.replace(/---/g, '—').replace(/--/g, '–').trim();
}

function renderMacro(macro: Macro): string {
  const { name, args } = macro;
  if (LAYOUT_MACROS.test(name)) return '';
  if (name in SYMBOLS) return `${SYMBOLS[name]}${args.map(renderLatex).join(' ')}`;
  if (/section$/.test(name)) return `\n\n${renderLatex(args[0] ?? '')}\n`;
  if (/item$/i.test(name)) return renderItem(args);
  // "\href{url}{text}": the text the reader sees.
  if (name === 'href') return renderLatex(args[1] ?? '');
  if (args.length >= 3) return renderEntry(args);
  return args.map(renderLatex).join(' ');
}

/**
 * "\item", "\resumeItem{…}": a bullet; "\cvitem{label}{text}": a labelled line, its label after
 * the text when it is a date ("Chartered Engineer – 2019").
 */
function renderItem(args: string[]): string {
  const values = args.map(renderLatex);
  if (values.length <= 1) return `\n• ${values[0] ?? ''}`;
  const [label = '', text = '', comment = ''] = values;
  const withComment = comment ? `${text} (${comment})` : text;
  if (!label) return `\n${withComment}\n`;
  if (findSingleDate(label)?.length === label.length) return `\n${withComment} – ${label}\n`;
  return `\n${label}: ${withComment}\n`;
}

/**
 * An entry macro ("\cventry{dates}{title}{employer}{town}{grade}{text}", "\resumeSubheading{…}"):
 * its short arguments make the header line, the dates last as the reader expects them; a long or
 * listed argument is the entry's text below it. The macros name their fields in different orders,
 * so the reader, not the macro, tells the title from the employer.
 */
function renderEntry(args: string[]): string {
  const values = args.map(renderLatex);
  const isBody = (value: string) => value.includes('\n') || value.includes('•') || value.length > 90;
  const header = values.filter((value) => value && !isBody(value));
  const dates = header.filter(
    (value) => findDateRange(value) || findSingleDate(value)?.length === value.length,
  );
  const fields = header.filter((value) => !dates.includes(value));
  const body = values.filter(isBody);
  return `\n\n${[...fields, ...dates].join(' | ')}\n${body.join('\n')}\n`;
}
