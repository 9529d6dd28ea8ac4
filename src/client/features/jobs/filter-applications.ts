import type { ApplicationStatus, JobApplication } from '../../../shared/api/job-applications';

export const sortOrders = ['applied-desc', 'applied-asc', 'company-asc', 'company-desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'applied-desc', label: 'Applied date (newest first)' },
  { value: 'applied-asc', label: 'Applied date (oldest first)' },
  { value: 'company-asc', label: 'Company (A to Z)' },
  { value: 'company-desc', label: 'Company (Z to A)' },
];

export type ApplicationFilter = { search: string; status: ApplicationStatus | 'all'; sort: SortOrder };

export const DEFAULT_FILTER: ApplicationFilter = { search: '', status: 'all', sort: 'applied-desc' };

/** Lower case without accents, so "zurich" finds "Zürich". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const SEARCHED: (keyof JobApplication)[] = [
  'company',
  'position',
  'location',
  'notes',
  'source',
  'salary',
  'nextStepAction',
];

const byCompany = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The list as shown: every search word must appear in one of the searched fields; then the status
 * filter; then the order, ties broken by id (newest first) so the order never jumps.
 */
export function filterApplications(
  applications: JobApplication[],
  filter: ApplicationFilter,
): JobApplication[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  const matches = applications.filter((application) => {
    if (filter.status !== 'all' && application.status !== filter.status) return false;
    const haystack = fold(SEARCHED.map((key) => application[key] ?? '').join(' '));
    return words.every((word) => haystack.includes(word));
  });
  const compare = (a: JobApplication, b: JobApplication): number => {
    switch (filter.sort) {
      case 'applied-asc':
        return a.appliedDate.localeCompare(b.appliedDate);
      case 'company-asc':
        return byCompany.compare(a.company, b.company);
      case 'company-desc':
        return byCompany.compare(b.company, a.company);
      default:
        return b.appliedDate.localeCompare(a.appliedDate);
    }
  };
  return [...matches].sort((a, b) => compare(a, b) || b.id - a.id);
}
