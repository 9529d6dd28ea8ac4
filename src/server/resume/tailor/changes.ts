import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';

/** A move's result: the resume after it and what it changed, with reasons. */
export type MoveResult = { resume: ParsedResume; changes: ResumeChange[] };

type ChangeInput = Omit<ResumeChange, 'source' | 'keywords'> & { keywords?: string[] };

export function createChange(input: ChangeInput, source: ResumeChange['source'] = 'tailor'): ResumeChange {
  return { ...input, keywords: input.keywords ?? [], source };
}

export function unchanged(resume: ParsedResume): MoveResult {
  return { resume, changes: [] };
}

export function cloneResume(resume: ParsedResume): ParsedResume {
  return {
    ...resume,
    experience: resume.experience.map((role) => ({ ...role, bullets: [...role.bullets] })),
    education: resume.education.map((entry) => ({ ...entry })),
    skills: [...resume.skills],
    certifications: [...resume.certifications],
    achievements: [...resume.achievements],
  };
}

export function isSameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
