import { useQuery } from '@tanstack/react-query';
import { analyticsSummarySchema } from '../../../shared/api/analytics-summary';
import { questionGroupsSchema } from '../../../shared/api/chat-questions';
import { apiRequest } from '../../lib/api';

export const insightPaths = { analytics: '/api/analytics/summary', questions: '/api/questions' } as const;

/** The visitor counts of the last `days` days; fetched only while the tab is open. */
export function useAnalytics(days: number, isOpen: boolean) {
  return useQuery({
    queryKey: [insightPaths.analytics, days],
    queryFn: () =>
      apiRequest('GET', `${insightPaths.analytics}?days=${days}`, undefined, analyticsSummarySchema),
    enabled: isOpen,
  });
}

export function useQuestionGroups(isOpen: boolean) {
  return useQuery({
    queryKey: [insightPaths.questions],
    queryFn: () => apiRequest('GET', insightPaths.questions, undefined, questionGroupsSchema),
    enabled: isOpen,
  });
}
