import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ZodType } from 'zod';
import { baseResumeListSchema, defaultBaseResumeSchema } from '../../../shared/api/resume-base';
import { resumeStatsSchema, tailoredResumeListSchema } from '../../../shared/api/resume-tailored';
import { apiRequest, apiRequestPage } from '../../lib/api';
import { startOfThisMonth } from './this-month';

/** Query keys are the paths they GET (spec §7). */
export const resumeKeys = {
  tailored: ['/api/resumes'] as const,
  base: ['/api/resumes/base'] as const,
  defaultBase: ['/api/resumes/base/default'] as const,
};

/**
 * A resume list a page at a time, newest first (the next page's address comes in the reply's
 * Link header), keyed under its path so a change's invalidation refreshes it.
 */
function useResumePages<T>(path: string, schema: ZodType<T[]>) {
  const pages = useInfiniteQuery({
    queryKey: [path, 'pages'],
    initialPageParam: path,
    queryFn: ({ pageParam }) => apiRequestPage(pageParam, schema),
    getNextPageParam: (page) => page.next,
  });
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  return { ...pages, items };
}

export function useTailoredResumes() {
  return useResumePages('/api/resumes', tailoredResumeListSchema);
}

export function useBaseResumes() {
  return useResumePages('/api/resumes/base', baseResumeListSchema);
}

/** Exact counts for the stats cards, whatever part of the list has been loaded. */
export function useResumeStats() {
  const since = startOfThisMonth();
  return useQuery({
    queryKey: [...resumeKeys.tailored, 'stats', since],
    queryFn: () =>
      apiRequest(
        'GET',
        `/api/resumes/stats?since=${encodeURIComponent(since)}`,
        undefined,
        resumeStatsSchema,
      ),
  });
}

export function useDefaultBaseResume() {
  return useQuery({
    queryKey: resumeKeys.defaultBase,
    queryFn: () => apiRequest('GET', '/api/resumes/base/default', undefined, defaultBaseResumeSchema),
  });
}
