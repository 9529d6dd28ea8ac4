import { findDateRange, findOpenRange } from '../dates';
import type { SourceLine } from '../source-lines';

/** "Positions held:", "Roles:": a label before the titles, not one of them. */
const LEAD = /^(?:(?:positions?|roles?|titles?)(?: held)?|(?:career )?progression)\s*:\s*/i;
/** What stands between two titles: a separator and a word saying which came first. */
const JOINER =
  /^[\s;,]*(?:(?:and|then)\s+)?(?:(?:previously|formerly|before that|earlier|later|promoted (?:from|to))\s*:?\s*)?/i;
const TITLED = /([^;()]+?)\s*\(([^()]+)\)/g;

/**
 * The titles a line names, each with its own dates in brackets ("IT Manager (2019–2024); Network
 * Engineer (2015–2019)"), or null when the line is anything else.
 */
function titledRanges(text: string): string[] | null {
  const titles: string[] = [];
  let at = 0;
  for (const match of text.matchAll(TITLED)) {
    const [whole, written = '', inside = ''] = match;
    if (text.slice(at, match.index).replace(JOINER, '').trim()) return null;
    const range = findDateRange(inside) ?? findOpenRange(inside);
    if (!range || inside.replace(/[\s.,;]+$/, '').length > range.length + 2) return null;
    const title = written.replace(JOINER, '').trim();
    if (!title) return null;
    titles.push(`${title} (${inside.trim()})`);
    at = match.index + whole.length;
  }
  return text.slice(at).replace(/[\s.;,]+/g, '') ? null : titles;
}

/**
 * Several titles held under one employer, each with its dates in brackets, written on one line
 * ("Positions held: IT Infrastructure Manager (2019–2024); Network Engineer (2011–2019)", "NOC
 * Technician (2008–2011), previously Field Technician (2006–2008)"): each title becomes a line of
 * its own, as roles written "Title (2019–2024)" are read.
 */
export function splitTitleRuns(lines: readonly SourceLine[]): SourceLine[] {
  return lines.flatMap((line) => {
    if (line.isBullet) return [line];
    const titles = titledRanges(line.text.replace(LEAD, ''));
    return titles && titles.length >= 2
      ? titles.map((text, index) => ({ ...line, text, titleRun: { index, count: titles.length } }))
      : [line];
  });
}
