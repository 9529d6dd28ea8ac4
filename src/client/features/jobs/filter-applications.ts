import type { ApplicationSortOrder, ApplicationStatus } from '../../../shared/api/job-applications';

export type SortOrder = ApplicationSortOrder;

export const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'applied-desc', label: 'Applied date (newest first)' },
  { value: 'applied-asc', label: 'Applied date (oldest first)' },
  { value: 'company-asc', label: 'Company (A to Z)' },
  { value: 'company-desc', label: 'Company (Z to A)' },
];

/** What the owner asked of the list; the server searches, filters and orders (GET /api/job/applications). */
export type ApplicationFilter = { search: string; status: ApplicationStatus | 'all'; sort: SortOrder };

export const DEFAULT_FILTER: ApplicationFilter = { search: '', status: 'all', sort: 'applied-desc' };

export const isDefaultFilter = (filter: ApplicationFilter) =>
  filter.search.trim() === '' && filter.status === 'all' && filter.sort === DEFAULT_FILTER.sort;
