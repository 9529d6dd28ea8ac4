import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeSection } from '../../../shared/resume/resume-changes';
import { type MatchText, prepareText } from './normalize';

/** A piece of the resume with the place the owner would look for it. */
export type ResumeUnit = {
  section: ResumeSection;
  location: string;
  roleIndex: number | null;
  text: MatchText;
};

export function describeRole(role: { title: string; company: string }): string {
  return [role.title, role.company].filter(Boolean).join(', ');
}

export function listResumeUnits(resume: ParsedResume): ResumeUnit[] {
  const unit = (
    section: ResumeSection,
    location: string,
    text: string,
    roleIndex: number | null = null,
  ): ResumeUnit => ({
    section,
    location,
    roleIndex,
    text: prepareText(text),
  });
  return [
    unit('summary', 'Professional Summary', resume.summary),
    ...resume.experience.flatMap((role, index) => {
      const location = `Experience: ${describeRole(role)}`;
      return [
        unit('experience', location, role.title, index),
        ...role.bullets.map((bullet) => unit('experience', location, bullet, index)),
      ];
    }),
    unit('skills', 'Technical Skills', resume.skills.join(' | ')),
    unit('certifications', 'Certifications', resume.certifications.join(' | ')),
    unit('achievements', 'Key Achievements', resume.achievements.join(' | ')),
    unit(
      'education',
      'Education',
      resume.education.map((entry) => `${entry.degree} ${entry.school}`).join(' | '),
    ),
  ];
}
