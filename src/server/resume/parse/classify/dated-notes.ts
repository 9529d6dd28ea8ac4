import type { DateRange } from '../dates';
import type { ClassifiedLine } from './classify-lines';

/** Roles whose dated lines are not list items, at least this many, set the section's layout. */
const MIN_PLAIN_HEADERS = 2;

/**
 * "• CRM facilitator for new-hire first officers (2019–2021)", "• COVID-19 surge rota 2020–21 on
 * the respiratory support unit", "• Koordinátorka ŠVP od roku 2021": in a section whose roles open with plain (unbulleted) header
 * lines, a bullet among a role's bullets that dates a duty in brackets or mid-sentence is a note
 * of that role, not a new one. A header sets its dates at an edge of its own line; a list of roles
 * written as bullets (every role a list item) is left as it is.
 */
export function keepDatedNotesAsBullets(lines: ClassifiedLine[]): ClassifiedLine[] {
  const plainHeaders = lines.filter(
    (line) => line.dates && !line.isBullet && (line.label === 'role-header' || line.label === 'role-dates'),
  ).length;
  if (plainHeaders < MIN_PLAIN_HEADERS) return lines;
  // Each note counts as a bullet for the line after it: "• a duty (2020–2022)" above "• another (2021)".
  const kept: ClassifiedLine[] = [];
  for (const line of lines) {
    const isNote =
      line.isBullet &&
      line.label === 'role-header' &&
      line.dates !== undefined &&
      kept.at(-1)?.label === 'bullet' &&
      datesInsideText(line.text, line.dates);
    kept.push(isNote ? { ...line, label: 'bullet', dates: undefined } : line);
  }
  return kept;
}

/** The dates stand in brackets ("(starting 2025)"), between words of a sentence, or close it. */
function datesInsideText(text: string, dates: DateRange): boolean {
  const before = text.slice(0, dates.index);
  const after = text.slice(dates.index + dates.length);
  if (before.lastIndexOf('(') > before.lastIndexOf(')') && after.includes(')')) return true;
  const separated = /(?:\||\t| {2,}|[–—]\s*)$/.test(before) || /^\s*(?:\||\t| {2,}|[–—])/.test(after);
  if (separated || !/\p{L}/u.test(before)) return false;
  // "… pro 1. stupeň od roku 2021": a sentence ending on its date, after a word in lower case.
  return /^\s*\p{L}/u.test(after) || (/\p{Ll}\s+$/u.test(before) && after.trim() === '');
}
