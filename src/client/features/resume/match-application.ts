import type { JobApplication } from '../../../shared/api/job-applications';
import { type ParsedResume, parsedResumeSchema } from '../../../shared/resume/parsed-resume';

/** Spec §7: a tailored resume belongs to the application whose company or position its title contains. */
export function findMatchingApplication(
  title: string,
  applications: JobApplication[],
): JobApplication | undefined {
  const lower = title.toLowerCase();
  return applications.find(
    (application) =>
      (application.company.trim() && lower.includes(application.company.trim().toLowerCase())) ||
      (application.position.trim() && lower.includes(application.position.trim().toLowerCase())),
  );
}

/** The content as a parsed resume, or null when it is not valid JSON of that shape (the preview's fallback). */
export function readResumeContent(content: string): ParsedResume | null {
  try {
    const parsed = parsedResumeSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
