import { z } from '../zod';
import { recordIdSchema } from './job-applications';

/** What a document attached to an application is, in the order the form offers them. */
export const jobDocumentTypes = ['resume', 'cover-letter', 'offer', 'correspondence', 'other'] as const;
export type JobDocumentType = (typeof jobDocumentTypes)[number];

export const jobDocumentTypeLabels: Record<JobDocumentType, string> = {
  resume: 'Resume',
  'cover-letter': 'Cover letter',
  offer: 'Offer',
  correspondence: 'Correspondence',
  other: 'Other',
};

/** One row of job_application_documents as the client sees it (the stored path stays on the server). */
export const jobApplicationDocumentSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  documentType: z.enum(jobDocumentTypes),
  createdAt: z.iso.datetime({ offset: true }),
});
export type JobApplicationDocument = z.infer<typeof jobApplicationDocumentSchema>;

export const jobApplicationDocumentListSchema = z.array(jobApplicationDocumentSchema);

/** POST /api/job/applications/:id/documents: the text field beside the file. */
export const jobDocumentUploadFieldsSchema = z.object({
  documentType: z
    .enum(jobDocumentTypes, { error: `must be one of ${jobDocumentTypes.join(', ')}` })
    .default('other'),
});

export const applicationDocumentParamsSchema = z.object({ id: recordIdSchema, documentId: recordIdSchema });

/**
 * What may be attached: documents and scans, told by their bytes. Word's old .doc (an OLE2
 * compound file) and RTF are common for cover letters; images cover a photographed offer letter.
 */
export const jobDocumentMimeTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
  'text/plain',
  'image/png',
  'image/jpeg',
] as const;

/** The most documents one application keeps: enough for every round of a long process. */
export const MAX_DOCUMENTS_PER_APPLICATION = 25;
