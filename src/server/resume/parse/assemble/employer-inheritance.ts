import { isHeaderText } from '../classify/role-lines';
import { givesFields, MAX_HEADER_LINES, type RoleDraft, readHeader } from './role-header';

/**
 * An employer named above its first role with no dates of its own ("Cardinal Ridge Health",
 * "Full-time · 5 yrs", "Columbus, Ohio"), as LinkedIn writes several titles held at one place.
 */
function leadingEmployer(lines: string[]): { company: string; location: string } | null {
  if (lines.length === 0 || lines.length > MAX_HEADER_LINES || !lines.every((line) => isHeaderText(line)))
    return null;
  const reading = readHeader(lines);
  return reading.company && !reading.title ? { company: reading.company, location: reading.location } : null;
}

/**
 * The employer named above the first role, given to it when it names none; true when it was
 * taken, so its lines are not left over.
 */
export function takeLeadingEmployer(roles: RoleDraft[], unplaced: string[]): boolean {
  const [first] = roles;
  const employer = leadingEmployer(unplaced);
  if (!employer || !first || first.reading.company) return false;
  first.reading = {
    ...first.reading,
    company: employer.company,
    location: first.reading.location || employer.location,
  };
  return true;
}

/**
 * Several roles under one employer: the employer is written once, above the first, and each later
 * role has only its title and dates. Such a role keeps the employer (and place) of the one before.
 */
export function inheritEmployers(drafts: RoleDraft[]): void {
  drafts.forEach((draft, index) => {
    const previous = drafts[index - 1]?.reading;
    const reading = draft.reading;
    const isOneLine = draft.header.filter(givesFields).length <= 1;
    const isTitleOnly = reading.title !== '' && reading.company === '' && isOneLine;
    // "Enginyera de projectes | 2016 – 2019" under "Valira Enginyeria, SLU", whose first role was
    // read employer first: a lone field whose words say neither title nor employer is the next
    // title there, as the layout of the role before says.
    const isUnplacedTitle =
      reading.title === '' &&
      reading.company !== '' &&
      reading.decidedBy === 'position' &&
      previous?.order === 'company-first' &&
      previous.title !== '' &&
      isOneLine;
    if (previous?.company && isUnplacedTitle) {
      draft.reading = { ...reading, title: reading.company, company: previous.company };
      return;
    }
    if (previous?.company && isTitleOnly) {
      draft.reading = {
        ...reading,
        company: previous.company,
        location: reading.location || previous.location,
      };
    }
  });
}
