import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { AppError } from '../../platform/errors';

/**
 * Tailoring or analysing a resume without a single role would score and rewrite an empty page;
 * the owner is sent to the review form, where the roles the parser missed can be added.
 */
export function requireRoles(resume: ParsedResume, baseName: string | null): void {
  if (resume.experience.length > 0) return;
  const which = baseName ? `The base resume "${baseName}"` : 'This resume';
  throw new AppError(
    'unprocessable',
    `${which} has no roles in its experience, so it cannot be tailored or analysed. Open Review on it under Base Resumes, add your roles, and save.`,
  );
}
