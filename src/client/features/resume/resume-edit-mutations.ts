import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { baseResumeSchema } from '../../../shared/api/resume-base';
import {
  createdResumeSchema,
  pageCountSchema,
  type TailoredResume,
  tailoredResumeSchema,
} from '../../../shared/api/resume-tailored';
import type { CoverLetterEdit } from '../../../shared/resume/cover-letter';
import type { ResumeDesign } from '../../../shared/resume/layout/resume-design';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { resumeKeys } from './resume-queries';

const fail = (description: string) => () => toast({ variant: 'destructive', title: 'Error', description });

/** After a change to a tailored resume, the list shows it and the caller gets the saved row. */
function useTailoredChange<Input>(
  request: (input: Input) => Promise<TailoredResume>,
  success: string,
  failure: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      toast({ title: 'Success', description: success });
      await client.invalidateQueries({ queryKey: resumeKeys.tailored });
    },
    onError: fail(failure),
  });
}

export function useSaveTailoredContent() {
  return useTailoredChange(
    ({ id, resume }: { id: number; resume: ParsedResume }) =>
      apiRequest('PUT', `/api/resumes/${id}/content`, resume, tailoredResumeSchema),
    'Your edits are saved; the downloads use them.',
    'Failed to save your edits. Check the fields and try again.',
  );
}

export function useSaveTailoredDesign() {
  return useTailoredChange(
    ({ id, design }: { id: number; design: ResumeDesign }) =>
      apiRequest('PUT', `/api/resumes/${id}/design`, design, tailoredResumeSchema),
    'Template saved; the Word and PDF files use it.',
    'Failed to save the template. Please try again.',
  );
}

export function useWriteCoverLetter() {
  return useTailoredChange(
    (id: number) => apiRequest('POST', `/api/resumes/${id}/cover-letter`, undefined, tailoredResumeSchema),
    'Cover letter written from your resume and the posting.',
    'Failed to write the cover letter. Please try again.',
  );
}

export function useEditCoverLetter() {
  return useTailoredChange(
    ({ id, letter }: { id: number; letter: CoverLetterEdit }) =>
      apiRequest('PUT', `/api/resumes/${id}/cover-letter`, letter, tailoredResumeSchema),
    'Cover letter saved.',
    'Failed to save the cover letter. Check the fields and try again.',
  );
}

export function useRetailorResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('POST', `/api/resumes/${id}/retailor`, undefined, createdResumeSchema),
    onSuccess: async (created) => {
      toast({
        title: 'Quality-Assured Resume Created!',
        description: `Tailored again: ${Math.round(created.qualityMetrics.finalScore)}% after ${created.qualityMetrics.iterations} iteration${created.qualityMetrics.iterations === 1 ? '' : 's'}, your edits kept.`,
      });
      await client.invalidateQueries({ queryKey: resumeKeys.tailored });
    },
    onError: fail('Failed to tailor the resume again. Please try again.'),
  });
}

export function useSaveBaseDesign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, design }: { id: number; design: ResumeDesign }) =>
      apiRequest('PUT', `/api/resumes/base/${id}/design`, design, baseResumeSchema),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Template saved; resumes tailored from it start with it.' });
      await client.invalidateQueries({ queryKey: resumeKeys.base });
    },
    onError: fail('Failed to save the template. Please try again.'),
  });
}

/** How many pages the PDF takes in a design; asked again whenever the content or design changes. */
export function usePageCount(content: ParsedResume | null, design: ResumeDesign) {
  return useQuery({
    queryKey: ['/api/resumes/page-count', design, content],
    queryFn: () => apiRequest('POST', '/api/resumes/page-count', { content, design }, pageCountSchema),
    enabled: content !== null,
  });
}
