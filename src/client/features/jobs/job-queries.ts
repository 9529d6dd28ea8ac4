import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { jobApplicationListSchema, jobApplicationSchema } from '../../../shared/api/job-applications';
import { jobApplicationDocumentListSchema } from '../../../shared/api/job-documents';
import { jobApplicationEventListSchema } from '../../../shared/api/job-events';
import { jobFunnelSchema } from '../../../shared/api/job-funnel';
import { jobDashboardStatsSchema } from '../../../shared/api/job-stats';
import { apiRequest, apiRequestPage } from '../../lib/api';
import type { ApplicationFilter } from './filter-applications';

/** Query keys are the paths they GET (spec §7); invalidating the list key also covers every timeline. */
export const jobKeys = {
  applications: ['/api/job/applications'] as const,
  dashboard: ['/api/job/dashboard'] as const,
  board: ['/api/job/board'] as const,
  funnel: ['/api/job/funnel'] as const,
  events: (id: number) => ['/api/job/applications', id, 'events'] as const,
  documents: (id: number) => ['/api/job/applications', id, 'documents'] as const,
};

/** The most recent applications, enough to pick one from (dialogs, the resume builder). */
const RECENT_LIMIT = 500;

export function useJobApplications() {
  return useQuery({
    queryKey: [...jobKeys.applications, 'recent'],
    queryFn: () =>
      apiRequest('GET', `/api/job/applications?limit=${RECENT_LIMIT}`, undefined, jobApplicationListSchema),
  });
}

/** The list as the owner searches, filters and orders it, a page at a time as they scroll. */
export function useApplicationPages(filter: ApplicationFilter) {
  const query = new URLSearchParams({ sort: filter.sort });
  if (filter.search.trim()) query.set('q', filter.search.trim());
  if (filter.status !== 'all') query.set('status', filter.status);
  return useInfiniteQuery({
    queryKey: [...jobKeys.applications, 'pages', filter],
    initialPageParam: `/api/job/applications?${query.toString()}`,
    queryFn: ({ pageParam }) => apiRequestPage(pageParam, jobApplicationListSchema),
    getNextPageParam: (page) => page.next,
    placeholderData: keepPreviousData,
  });
}

export function useJobStats() {
  return useQuery({
    queryKey: jobKeys.dashboard,
    queryFn: () => apiRequest('GET', '/api/job/dashboard', undefined, jobDashboardStatsSchema),
  });
}

/** The funnel's figures, read when the owner opens the Funnel view. */
export function useJobFunnel() {
  return useQuery({
    queryKey: jobKeys.funnel,
    queryFn: () => apiRequest('GET', '/api/job/funnel', undefined, jobFunnelSchema),
  });
}

export function useApplicationEvents(id: number | null) {
  return useQuery({
    queryKey: jobKeys.events(id ?? 0),
    queryFn: () =>
      apiRequest('GET', `/api/job/applications/${id}/events`, undefined, jobApplicationEventListSchema),
    enabled: id !== null,
  });
}

export function useApplicationDocuments(id: number) {
  return useQuery({
    queryKey: jobKeys.documents(id),
    queryFn: () =>
      apiRequest('GET', `/api/job/applications/${id}/documents`, undefined, jobApplicationDocumentListSchema),
  });
}

/** One application, for a dialog opened from somewhere the list has not loaded (the board). */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: [...jobKeys.applications, id, 'one'],
    queryFn: () => apiRequest('GET', `/api/job/applications/${id}`, undefined, jobApplicationSchema),
    enabled: id !== null,
  });
}
