import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeAnalysisSchema } from '../../../shared/api/resume-analysis';
import { baseResumeSchema } from '../../../shared/api/resume-base';
import type { JsonResume } from '../../../shared/api/resume-json';
import { createdResumeSchema, enhancedResumeSchema } from '../../../shared/api/resume-tailored';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { resumeKeys } from './resume-queries';
import { uploadBaseResume } from './upload-base-resume';

const fail = (description: string) => () => toast({ variant: 'destructive', title: 'Error', description });

/**
 * A refusal the owner can act on (422: say, a base resume without roles) shows the server's own
 * words; anything else the generic message.
 */
const failUnlessExplained = (title: string, description: string) => (error: Error) => {
  const refusal = /^422: (.*)$/s.exec(error.message)?.[1];
  let message: unknown;
  try {
    message = refusal ? (JSON.parse(refusal) as { message?: unknown }).message : undefined;
  } catch {
    message = undefined;
  }
  toast({ variant: 'destructive', title, description: typeof message === 'string' ? message : description });
};

function useInvalidate() {
  const client = useQueryClient();
  return (...keys: ReadonlyArray<readonly string[]>) =>
    Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useCreateResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (jobApplicationId: number) =>
      apiRequest('POST', `/api/resumes/create/${jobApplicationId}`, undefined, createdResumeSchema),
    onSuccess: async (created) => {
      const { finalScore, iterations } = created.qualityMetrics;
      toast({
        title: 'Quality-Assured Resume Created!',
        description: `Quality score: ${Math.round(finalScore)}% after ${iterations} iteration${iterations === 1 ? '' : 's'}.`,
      });
      await invalidate(resumeKeys.tailored);
    },
    onError: failUnlessExplained('Error', 'Failed to create tailored resume. Please try again.'),
  });
}

export function useUploadBaseResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => uploadBaseResume(file, name),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Base resume uploaded. Review what was read below.' });
      await invalidate(resumeKeys.base, resumeKeys.defaultBase);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Upload failed', description: error.message }),
  });
}

export function useImportJsonResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ name, resume }: { name: string; resume: JsonResume }) =>
      apiRequest('POST', '/api/resumes/base/import', { name, resume }, baseResumeSchema),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'JSON Resume imported as a base resume.' });
      await invalidate(resumeKeys.base, resumeKeys.defaultBase);
    },
    onError: fail('Failed to import the JSON Resume. Check that it follows jsonresume.org.'),
  });
}

export function useSetPrimaryResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('PATCH', `/api/resumes/base/${id}/activate`, undefined, baseResumeSchema),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Primary resume updated.' });
      await invalidate(resumeKeys.base, resumeKeys.defaultBase);
    },
    onError: fail('Failed to set primary resume. Please try again.'),
  });
}

export function useCorrectBaseResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, resume }: { id: number; resume: ParsedResume }) =>
      apiRequest('PUT', `/api/resumes/base/${id}/parsed`, resume, baseResumeSchema),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Corrections saved.' });
      await invalidate(resumeKeys.base);
    },
    onError: fail('Failed to save the corrections. Check the fields and try again.'),
  });
}

export function useDeleteBaseResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/resumes/base/${id}`),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Base resume deleted.' });
      await invalidate(resumeKeys.base, resumeKeys.defaultBase);
    },
    onError: fail('Failed to delete base resume. Please try again.'),
  });
}

export function useDeleteResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/resumes/${id}`),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Resume deleted.' });
      await invalidate(resumeKeys.tailored);
    },
    onError: fail('Failed to delete resume. Please try again.'),
  });
}

export function useAnalyzeResume() {
  return useMutation({
    mutationFn: ({ resumeId, jobApplicationId }: { resumeId: number; jobApplicationId: number }) =>
      apiRequest(
        'POST',
        `/api/resumes/analyze/${resumeId}/${jobApplicationId}`,
        undefined,
        resumeAnalysisSchema,
      ),
    onError: failUnlessExplained('Analysis Error', 'Failed to analyze resume match. Please try again.'),
  });
}

export function useEnhanceResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ resumeId, jobApplicationId }: { resumeId: number; jobApplicationId: number }) =>
      apiRequest(
        'POST',
        `/api/resumes/enhance/${resumeId}/${jobApplicationId}`,
        undefined,
        enhancedResumeSchema,
      ),
    onSuccess: async () => {
      toast({
        title: 'Resume Enhanced!',
        description: 'Your resume has been enhanced based on AI recommendations.',
      });
      await invalidate(resumeKeys.tailored);
    },
    onError: failUnlessExplained('Enhancement Error', 'Failed to enhance resume. Please try again.'),
  });
}
