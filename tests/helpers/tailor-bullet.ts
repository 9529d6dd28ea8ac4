import { createAnalysisContext } from '../../src/server/resume/analyse/analyse';
import { plainTraits } from '../../src/server/resume/parse/source-lines';
import { type TailorResult, tailorResume } from '../../src/server/resume/tailor/tailor';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { readCorpusPostings } from './corpus-pairs';
import { sampleResume } from './resume-samples';

/** The sample resume with one more bullet first in its latest role, tailored to the first corpus posting. */
export function tailorWithFirstBullet(bullet: string): { base: ParsedResume; result: TailorResult } {
  const base = {
    ...sampleResume,
    experience: sampleResume.experience.map((role, index) =>
      index === 0 ? { ...role, bullets: [bullet, ...role.bullets] } : role,
    ),
  };
  const [posting] = readCorpusPostings();
  if (!posting) throw new Error('no corpus posting');
  return {
    base,
    result: tailorResume(base, createAnalysisContext(posting, { ...plainTraits('docx'), headings: [] })),
  };
}
