import { siteContent } from '../../../../content';
import type { SiteContent } from '../../../../content/schema';
import {
  defaultResumeDesign,
  type ResumeDesign,
  readDesign,
} from '../../../shared/resume/layout/resume-design';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { Db } from '../../db/client';
import { buildResumeFromContent } from '../../resume/content-resume';
import { findPrimaryBaseResume, readParsedContent } from './base-resume-repository';
import { requireRoles } from './require-roles';

export type TailoringBase = { resume: ParsedResume; baseResumeId: number | null; design: ResumeDesign };

/**
 * The primary uploaded resume, or, with none (or one that could not be read), the site content's.
 * A primary resume read without any role is refused (422) rather than tailored empty.
 */
export async function loadTailoringBase(
  db: Db,
  userId: string,
  content: SiteContent = siteContent,
): Promise<TailoringBase> {
  const primary = await findPrimaryBaseResume(db, userId);
  const resume = readParsedContent(primary?.parsedContent ?? null);
  if (primary && resume) {
    requireRoles(resume, primary.name);
    return { resume, baseResumeId: primary.id, design: readDesign(primary.design) };
  }
  return { resume: buildResumeFromContent(content), baseResumeId: null, design: defaultResumeDesign };
}

export function loadContentResume(content: SiteContent = siteContent): ParsedResume {
  return buildResumeFromContent(content);
}
