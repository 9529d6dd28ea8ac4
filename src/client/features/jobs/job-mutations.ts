import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobApplicationSchema } from '../../../shared/api/job-applications';
import { type JobDocumentType, jobApplicationDocumentSchema } from '../../../shared/api/job-documents';
import { jobApplicationEventSchema } from '../../../shared/api/job-events';
import { parsedJobPostingSchema } from '../../../shared/api/job-parse-url';
import { apiRequest } from '../../lib/api';
import type { ApplicationPayload } from './application-form-values';
import { jobKeys } from './job-queries';

function useRefreshJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.applications }),
      queryClient.invalidateQueries({ queryKey: jobKeys.dashboard }),
      queryClient.invalidateQueries({ queryKey: jobKeys.board }),
      queryClient.invalidateQueries({ queryKey: jobKeys.funnel }),
    ]);
}

export function useCreateApplication() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (payload: ApplicationPayload) =>
      apiRequest('POST', '/api/job/applications', payload, jobApplicationSchema),
    onSuccess: refresh,
  });
}

export function useUpdateApplication() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Partial<ApplicationPayload> }) =>
      apiRequest('PUT', `/api/job/applications/${id}`, changes, jobApplicationSchema),
    onSuccess: refresh,
  });
}

export function useDeleteApplication() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/job/applications/${id}`),
    onSuccess: refresh,
  });
}

export type InterviewPayload = {
  date: string;
  time: string;
  timeZone: string;
  title: string;
  notes: string | null;
  durationMinutes: number;
  setNextStep: boolean;
};

export function useScheduleInterview() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: ({ applicationId, interview }: { applicationId: number; interview: InterviewPayload }) =>
      apiRequest(
        'POST',
        `/api/job/applications/${applicationId}/interviews`,
        interview,
        jobApplicationEventSchema,
      ),
    onSuccess: refresh,
  });
}

export function useDeleteInterview() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: ({ applicationId, eventId }: { applicationId: number; eventId: number }) =>
      apiRequest('DELETE', `/api/job/applications/${applicationId}/events/${eventId}`),
    onSuccess: refresh,
  });
}

export function useAttachDocument(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, documentType }: { file: File; documentType: JobDocumentType }) => {
      const form = new FormData();
      form.append('documentType', documentType);
      form.append('file', file);
      return apiRequest(
        'POST',
        `/api/job/applications/${applicationId}/documents`,
        form,
        jobApplicationDocumentSchema,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.documents(applicationId) }),
  });
}

export function useDeleteDocument(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      apiRequest('DELETE', `/api/job/applications/${applicationId}/documents/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.documents(applicationId) }),
  });
}

export function useParseJobUrl() {
  return useMutation({
    mutationFn: (url: string) => apiRequest('POST', '/api/job/parse-url', { url }, parsedJobPostingSchema),
  });
}
