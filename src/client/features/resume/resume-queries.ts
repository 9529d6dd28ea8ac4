import { useQuery } from '@tanstack/react-query';
import { baseResumeListSchema, defaultBaseResumeSchema } from '../../../shared/api/resume-base';
import { tailoredResumeListSchema } from '../../../shared/api/resume-tailored';
import { apiRequest } from '../../lib/api';

/** Query keys are the paths they GET (spec §7). */
export const resumeKeys = {
  tailored: ['/api/resumes'] as const,
  base: ['/api/resumes/base'] as const,
  defaultBase: ['/api/resumes/base/default'] as const,
};

export function useTailoredResumes() {
  return useQuery({
    queryKey: resumeKeys.tailored,
    queryFn: () => apiRequest('GET', '/api/resumes', undefined, tailoredResumeListSchema),
  });
}

export function useBaseResumes() {
  return useQuery({
    queryKey: resumeKeys.base,
    queryFn: () => apiRequest('GET', '/api/resumes/base', undefined, baseResumeListSchema),
  });
}

export function useDefaultBaseResume() {
  return useQuery({
    queryKey: resumeKeys.defaultBase,
    queryFn: () => apiRequest('GET', '/api/resumes/base/default', undefined, defaultBaseResumeSchema),
  });
}
