import { findDateRange, findOpenRange } from '../dates';
import { stripBullet } from '../source-lines';
import type { ClassifiedLine } from './classify-lines';
import { labelRoleLine } from './role-lines';

/**
 * Dates set flush right on the row below a role's header, beside its first bullet, as LaTeX and
 * CV-renderer layouts put them ("Acme Ltd, Engineer | Leeds" over "• Ran the … | Jan 2022 – now"):
 * the dates are the header's, the rest of the row is the bullet.
 */
export function liftRowDates(lines: ClassifiedLine[]): (ClassifiedLine | null)[] {
  const lifted: (ClassifiedLine | null)[] = [...lines];
  for (let index = 1; index < lifted.length; index++) {
    const line = lifted[index];
    const header = lifted[index - 1];
    // A bullet that, dates aside, reads as a header ("• Junior Engineer | Jun 2025 – now") is the
    // role's own title row, and keeps its dates.
    if (
      !line ||
      !header ||
      line.label !== 'bullet' ||
      header.isBullet ||
      header.label !== 'role-header' ||
      header.dates
    )
      continue;
    const cut = line.text.lastIndexOf(' | ');
    const field = cut > 0 ? line.text.slice(cut + 3) : '';
    const range = findDateRange(field) ?? findOpenRange(field);
    if (range?.index !== 0 || range.length < field.trim().length) continue;
    const withDates = { ...header, text: `${header.text} | ${field.trim()}` };
    lifted[index - 1] = { ...withDates, ...labelRoleLine(withDates) };
    // The dates stood where the bullet's first row would have run on, so its wrapped end came
    // through as a line of its own: "and card services …", "P2 outages".
    const bulletText = stripBullet(line.text.slice(0, cut)).text;
    const next = lifted[index + 1];
    const wrapped = next && isWrappedEnd(next) ? next : null;
    lifted[index] = {
      ...line,
      text: wrapped ? `${bulletText} ${wrapped.text}` : bulletText,
      label: 'bullet',
      dates: undefined,
    };
    if (wrapped) lifted[index + 1] = null;
  }
  return lifted;
}

const MAX_WRAPPED_END_WORDS = 6;

function isWrappedEnd(line: ClassifiedLine): boolean {
  if (line.dates || line.isEmphasized) return false;
  if (/^\p{Ll}/u.test(line.text)) return true;
  return !line.isBullet && line.text.split(/\s+/).length <= MAX_WRAPPED_END_WORDS;
}
