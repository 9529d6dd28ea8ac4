import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

/** Each role as the row a reader of the resume would check: title, employer, dates and how many bullets. */
export const roleRows = (resume: ParsedResume) =>
  resume.experience.map((role) => [
    role.title,
    role.company,
    role.startDate,
    role.endDate,
    role.bullets.length,
  ]);
