import { type BaseResume, baseResumeSchema } from '../../../shared/api/resume-base';

export const ACCEPTED_RESUME_TYPES = '.pdf,.doc,.docx,.txt';

/**
 * Spec §7/§8: POST multipart (resume, name) with a plain fetch (no credentials option; same-origin
 * cookies go anyway). The reply's data is in `data` or is the body itself. On failure the message
 * is the server's `error` field, else a fixed text by what came back.
 */
export async function uploadBaseResume(file: File, name: string): Promise<BaseResume> {
  const form = new FormData();
  form.append('resume', file);
  form.append('name', name.trim());
  const response = await fetch('/api/resumes/base/upload', { method: 'POST', body: form });
  const text = await response.text();
  if (!response.ok) throw new Error(describeUploadFailure(response.status, text));
  const body: unknown = JSON.parse(text);
  const data =
    typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  return baseResumeSchema.parse(data);
}

export function describeUploadFailure(status: number, text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof error === 'string' && error ? error : 'Failed to upload resume';
  } catch {
    if (/^\s*</.test(text)) return 'Server returned HTML instead of JSON - check server routes';
    return `Server error: ${status}`;
  }
}
