import type { ExperienceEntry, ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import { describeRole } from '../analyse/resume-units';

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

/**
 * Rewrites experience bullets one at a time: `rewrite` gives a bullet's new wording and the reason,
 * or null to leave it; each rewrite is recorded as a reworded change of its role.
 */
export function rewordBullets(
  resume: ParsedResume,
  rewrite: (bullet: string, role: ExperienceEntry) => { after: string; reason: string } | null,
): MoveResult {
  const next = cloneResume(resume);
  const changes = next.experience.flatMap((role) =>
    role.bullets.flatMap((bullet, index) => {
      const result = rewrite(bullet, role);
      if (!result || result.after === bullet) return [];
      role.bullets[index] = result.after;
      return [
        createChange({
          section: 'experience',
          kind: 'reworded',
          target: describeRole(role),
          before: bullet,
          after: result.after,
          reason: result.reason,
        }),
      ];
    }),
  );
  return changes.length ? { resume: next, changes } : unchanged(resume);
}
