import type { ExperienceEntry, ParsedResume } from '../../../shared/resume/parsed-resume';
import { readMonthYear, toMonthIndex } from '../parse/dates';

export function countWordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function countWords(resume: ParsedResume): number {
  const texts = [
    resume.summary,
    ...resume.experience.flatMap((role) => [role.title, role.company, ...role.bullets]),
    ...resume.skills,
    ...resume.certifications,
    ...resume.achievements,
    ...resume.education.map((entry) => `${entry.degree} ${entry.school}`),
  ];
  return texts.reduce((sum, text) => sum + countWordsIn(text), 0);
}

/** Months between a role's end and now; 0 for a current role, null when its dates cannot be read. */
export function monthsSinceEnd(role: ExperienceEntry, now: Date): number | null {
  const end = readMonthYear(role.endDate || role.startDate, now);
  if (!end) return null;
  return Math.max(0, now.getFullYear() * 12 + now.getMonth() - toMonthIndex(end));
}

export function startIndex(role: ExperienceEntry, now: Date): number | null {
  const start = readMonthYear(role.startDate, now);
  return start ? toMonthIndex(start) : null;
}

export function allBullets(resume: ParsedResume): string[] {
  return resume.experience.flatMap((role) => role.bullets);
}
