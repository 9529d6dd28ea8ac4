import { useQuery } from '@tanstack/react-query';
import { jobApplicationListSchema, jobApplicationSchema } from '../../../shared/api/job-applications';
import { jobApplicationEventListSchema } from '../../../shared/api/job-events';
import { jobDashboardStatsSchema } from '../../../shared/api/job-stats';
import { apiRequest } from '../../lib/api';

/** Query keys are the paths they GET (spec §7); invalidating the list key also covers every timeline. */
export const jobKeys = {
  applications: ['/api/job/applications'] as const,
  dashboard: ['/api/job/dashboard'] as const,
  board: ['/api/job/board'] as const,
  events: (id: number) => ['/api/job/applications', id, 'events'] as const,
};

export function useJobApplications() {
  return useQuery({
    queryKey: jobKeys.applications,
    queryFn: () => apiRequest('GET', '/api/job/applications', undefined, jobApplicationListSchema),
  });
}

export function useJobStats() {
  return useQuery({
    queryKey: jobKeys.dashboard,
    queryFn: () => apiRequest('GET', '/api/job/dashboard', undefined, jobDashboardStatsSchema),
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

/** One application, for a dialog opened from somewhere the list has not loaded (the board). */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: [...jobKeys.applications, id, 'one'],
    queryFn: () => apiRequest('GET', `/api/job/applications/${id}`, undefined, jobApplicationSchema),
    enabled: id !== null,
  });
}
