import { z } from '../zod';

/** Spec §3: a managed file as the Files tab lists it. */
export const managedFileSchema = z.object({
  id: z.number().int(),
  originalName: z.string(),
  size: z.number().int(),
  category: z.string(),
  mimeType: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type ManagedFile = z.infer<typeof managedFileSchema>;
export const managedFileListSchema = z.array(managedFileSchema);

/** POST /api/tools/files/upload: the text fields beside the file (spec §7 sends "other" and "false"). */
export const fileUploadFieldsSchema = z.object({
  category: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9 _-]{0,49}$/, 'must be 1-50 letters, digits, spaces, dashes or underscores')
    .default('other'),
  isPublic: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
});
export type FileUploadFields = z.infer<typeof fileUploadFieldsSchema>;

export const fileIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a file id' }).int('must be a file id').positive(),
});

/**
 * Types a browser may show inline; everything else is only ever downloaded. Not PDF: Chromium's
 * viewer runs a PDF's own JavaScript even under `Content-Security-Policy: sandbox` (docs/decisions/0090).
 * An SVG is previewed as the PNG the server draws from it.
 */
export const inlinePreviewTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
] as const;

export function isInlinePreviewType(mimeType: string): boolean {
  return (inlinePreviewTypes as readonly string[]).includes(mimeType);
}
