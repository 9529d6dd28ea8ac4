import { describe, expect, it } from 'vitest';
import { findInventions } from '../../src/server/resume/tailor/fact-check';
import { tightenBullet, tightenBullets } from '../../src/server/resume/tailor/tighten';
import { readCorpusResumes } from '../helpers/corpus-pairs';
import { sampleResume } from '../helpers/resume-samples';
import { tailorWithFirstBullet } from '../helpers/tailor-bullet';

describe('tightening a bullet', () => {
  it.each([
    [
      'Successfully migrated 400 users to Okta in order to cut login tickets',
      'Migrated 400 users to Okta to cut login tickets',
    ],
    [
      'Utilized Python to automate a total of 12 reports on a weekly basis',
      'Used Python to automate 12 reports weekly',
    ],
    ['Managed various vendors due to the fact that budgets grew', 'Managed vendors because budgets grew'],
    ['Led the majority of SOC 2 audits on a regular basis', 'Led most SOC 2 audits regularly'],
    // A bullet the parser cut mid-sentence keeps its lower-case start.
    ['of the MongoDB databases. Utilized RESTful APIs', 'of the MongoDB databases. Used RESTful APIs'],
  ])('%s', (before, after) => {
    expect(tightenBullet(before)?.after).toBe(after);
  });

  it('leaves a bullet that has nothing to cut as it is', () => {
    expect(tightenBullet('Cut cloud spend 18% by right-sizing 240 instances')).toBeNull();
    expect(tightenBullet('Utility billing platform for 3 regions')).toBeNull();
  });
});

describe('tightening every bullet of the corpus resumes', () => {
  it('never lengthens a bullet or changes a fact the fact check knows', async () => {
    const resumes = await readCorpusResumes();
    let tightened = 0;
    for (const { name, resume } of [...resumes, { name: 'sample', resume: sampleResume }]) {
      const result = tightenBullets(resume);
      tightened += result.changes.length;
      expect(findInventions(resume, result.resume), name).toEqual([]);
      result.resume.experience.forEach((role, roleIndex) => {
        role.bullets.forEach((bullet, index) => {
          expect(bullet.length).toBeLessThanOrEqual(
            resume.experience[roleIndex]?.bullets[index]?.length ?? 0,
          );
        });
      });
    }
    console.info(`tightened ${tightened} corpus bullets`);
  });
});

describe('tailoring', () => {
  it('shows each tightened bullet as a change with its reason', () => {
    const { result } = tailorWithFirstBullet(
      'Successfully rolled out MFA to 2,000 staff in order to meet the audit deadline',
    );
    const change = result.changes.find((entry) => entry.before?.startsWith('Successfully rolled out MFA'));
    expect(change).toMatchObject({
      section: 'experience',
      kind: 'reworded',
      after: 'Rolled out MFA to 2,000 staff to meet the audit deadline',
    });
    expect(change?.reason).toMatch(/^Tighter wording \("Successfully" cut; "in order to" → "to"\)/);
    expect(result.resume.experience[0]?.bullets).toContain(
      'Rolled out MFA to 2,000 staff to meet the audit deadline',
    );
  });
});
