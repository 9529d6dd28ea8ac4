import { describe, expect, it } from 'vitest';
import { createAnalysisContext } from '../../src/server/resume/analyse/analyse';
import { plainTraits } from '../../src/server/resume/parse/source-lines';
import { findInventions } from '../../src/server/resume/tailor/fact-check';
import { leadWithOutcome } from '../../src/server/resume/tailor/lead-outcome';
import { tailorResume } from '../../src/server/resume/tailor/tailor';
import { readCorpusResumes } from '../helpers/corpus-pairs';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { sampleResume } from '../helpers/resume-samples';
import { tailorWithFirstBullet } from '../helpers/tailor-bullet';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9$%]+/)
    .filter(Boolean)
    .sort();

describe('leading a bullet with its measured result', () => {
  it.each([
    [
      'Migrated 40 servers to Azure, cutting hosting costs by 30%.',
      'Cut hosting costs by 30% by migrating 40 servers to Azure.',
    ],
    [
      'Designed and built a SIEM pipeline, reducing MTTR by 40%',
      'Reduced MTTR by 40% by designing and building a SIEM pipeline',
    ],
    [
      'Reclaimed unused SaaS licenses and renegotiated contracts, saving $70K per month',
      'Saved $70K per month by reclaiming unused SaaS licenses and renegotiating contracts',
    ],
    [
      'Spearheaded the redesign of the main product website, resulting in a 40% increase in user engagement.',
      'Achieved a 40% increase in user engagement by spearheading the redesign of the main product website.',
    ],
    [
      'Implemented ServiceNow ITSM, Okta SSO, and Jamf, reducing onboarding time from 3 days to 4 hours.',
      'Reduced onboarding time from 3 days to 4 hours by implementing ServiceNow ITSM, Okta SSO, and Jamf.',
    ],
  ])('%s', (before, after) => {
    expect(leadWithOutcome(before)).toBe(after);
  });

  it.each([
    // No number: the last clause is more work, not a measured result.
    'Developed and implemented a new responsive framework, improving cross-device compatibility.',
    // Not a result verb.
    'Mentored a team of four junior developers, fostering a culture of technical excellence.',
    // Already leads with the result.
    'Cut cloud spend 18% by right-sizing 240 instances',
    // An opening verb whose gerund is unknown is left rather than guessed.
    'Used Angular for dynamic front-ends, improving user experience by 30%',
    // Present tense: the tense fix is another change's job.
    'Lead a team of 12, improving delivery by 25%',
  ])('leaves "%s" as written', (bullet) => {
    expect(leadWithOutcome(bullet)).toBeNull();
  });

  it('keeps every word of every corpus bullet it rewrites; only verb forms, "by" and link words change', async () => {
    const verbForms = /^(?:by|achieved|[a-z]+(?:ed|ing)|cut|led|built|grew|ran|saved|reduced)$/;
    let rewritten = 0;
    for (const { resume } of [...(await readCorpusResumes()), { resume: sampleResume }]) {
      for (const bullet of resume.experience.flatMap((role) => role.bullets)) {
        const after = leadWithOutcome(bullet);
        if (!after) continue;
        rewritten++;
        const kept = words(after).filter((word) => !verbForms.test(word));
        // "…, resulting in X" becomes "Achieved X": the link words are the only ones dropped.
        const base = words(bullet.replace(/,\s+(?:resulting in|leading to)\s/, ' ')).filter(
          (word) => !verbForms.test(word),
        );
        expect(kept, bullet).toEqual(base);
      }
    }
    expect(rewritten).toBeGreaterThan(0);
  });
});

describe('tailoring', () => {
  it('shows an outcome-first rewrite as a change with its reason, and states nothing new', () => {
    const { base, result } = tailorWithFirstBullet(
      'Automated patching for 900 endpoints, reducing open vulnerabilities by 60%',
    );
    const change = result.changes.find((entry) => entry.before?.startsWith('Automated patching'));
    expect(change).toMatchObject({
      section: 'experience',
      kind: 'reworded',
      after: 'Reduced open vulnerabilities by 60% by automating patching for 900 endpoints',
    });
    expect(change?.reason).toMatch(/^Leads with the measured result/);
    expect(result.resume.experience[0]?.bullets).toContain(
      'Reduced open vulnerabilities by 60% by automating patching for 900 endpoints',
    );
    expect(findInventions(base, result.resume)).toEqual([]);
  });

  // Found by the tailoring property (seed 20261126): "Automated" is a form of the posting's
  // "automation", and "automating" is not, so the rewrite would have cost the keyword.
  it('leaves a bullet as written when its verb is what shows a posting keyword', () => {
    const bullet = 'Automated the service desk for 400 users, raising uptime to 99.9%';
    const base = {
      ...sampleResume,
      experience: [
        { ...(sampleResume.experience[0] as (typeof sampleResume.experience)[number]), bullets: [bullet] },
      ],
    };
    const job = loadJobFixtures().find((entry) => entry.name === 'it-service-delivery');
    if (!job) throw new Error('fixture missing');
    const result = tailorResume(base, createAnalysisContext(job, { ...plainTraits('docx'), headings: [] }));
    expect(result.resume.experience[0]?.bullets).toContain(bullet);
    expect(result.finalScore.keywordMatchScore).toBeGreaterThanOrEqual(result.initialScore.keywordMatchScore);
  });
});
