import { describe, expect, it } from 'vitest';
import { createAnalysisContext, describeWrittenTraits } from '../../src/server/resume/analyse/analyse';
import { applyOwnerEdits, ownerTextOf } from '../../src/server/resume/edits/apply-owner-edits';
import { pairChanges, recordOwnerEdits } from '../../src/server/resume/edits/record-owner-edits';
import { tailorResume } from '../../src/server/resume/tailor/tailor';
import { noOwnerEdits, roleKey } from '../../src/shared/resume/owner-edits';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { sampleResume } from '../helpers/resume-samples';

const NOW = new Date('2026-11-01T00:00:00Z');
const job = loadJobFixtures().find((fixture) => fixture.name === 'director-it-operations');
if (!job) throw new Error('fixture missing');
const context = createAnalysisContext(job, describeWrittenTraits(sampleResume), NOW);

/** A bullet tailoring rewords: it leads with its measured result ("Cut IT operating costs by 22% by …"). */
const WORDY = 'Consolidated vendors and renegotiated contracts, cutting IT operating costs by 22%';
const wordyBase: ParsedResume = {
  ...sampleResume,
  experience: sampleResume.experience.map((role, index) =>
    index === 0
      ? { ...role, bullets: role.bullets.map((bullet) => (bullet.includes('22%') ? WORDY : bullet)) }
      : role,
  ),
};

function replaceFirstBullet(resume: ParsedResume, text: string): ParsedResume {
  const [first, ...rest] = resume.experience;
  if (!first) throw new Error('roles expected');
  return { ...resume, experience: [{ ...first, bullets: [text, ...first.bullets.slice(1)] }, ...rest] };
}

describe('the owner’s edits of a tailored resume', () => {
  it('pairs changed bullets between the ones both lists keep', () => {
    expect(pairChanges(['a', 'b', 'c'], ['a', 'B', 'c', 'd'])).toEqual([
      ['b', 'B'],
      [undefined, 'd'],
    ]);
    expect(pairChanges(['a', 'b'], ['b'])).toEqual([['a', undefined]]);
  });

  it('traces an edited bullet back through tailoring to the base bullet it stands for', () => {
    const tailored = tailorResume(wordyBase, context);
    const reworded = tailored.resume.experience[0]?.bullets.find(
      (bullet) => bullet.includes('22%') && bullet !== WORDY,
    );
    expect(reworded, 'tailoring leads with the result').toBeDefined();
    const mine = 'Cut IT operating costs by 22%, my wording';
    const after = {
      ...tailored.resume,
      experience: tailored.resume.experience.map((role, index) =>
        index === 0
          ? { ...role, bullets: role.bullets.map((bullet) => (bullet === reworded ? mine : bullet)) }
          : role,
      ),
    };
    const { edits, changes } = recordOwnerEdits({
      before: tailored.resume,
      after,
      edits: noOwnerEdits(),
      changes: tailored.changes,
    });
    expect(edits.bullets).toEqual([
      {
        role: roleKey(wordyBase.experience[0] as ParsedResume['experience'][number]),
        origin: WORDY,
        text: mine,
      },
    ]);
    expect(changes).toEqual([expect.objectContaining({ source: 'owner', kind: 'reworded', after: mine })]);
    expect(applyOwnerEdits(wordyBase, edits).experience[0]?.bullets).toContain(mine);
    expect(applyOwnerEdits(wordyBase, edits).experience[0]?.bullets).not.toContain(WORDY);
  });

  it('is never reworded when tailored again, though tailoring rewords the same words when they are not the owner’s', () => {
    const edits = {
      ...noOwnerEdits(),
      bullets: [
        {
          role: roleKey(sampleResume.experience[0] as ParsedResume['experience'][number]),
          origin: sampleResume.experience[0]?.bullets[0] ?? '',
          text: WORDY,
        },
      ],
    };
    const start = applyOwnerEdits(sampleResume, edits);
    expect(start.experience[0]?.bullets[0]).toBe(WORDY);
    const unprotected = tailorResume(start, context);
    expect(
      unprotected.resume.experience[0]?.bullets,
      'without the owner mark tailoring rewords it',
    ).not.toContain(WORDY);
    const protectedRun = tailorResume(start, context, undefined, ownerTextOf(edits));
    expect(protectedRun.resume.experience[0]?.bullets).toContain(WORDY);
    expect(protectedRun.changes.filter((change) => change.before?.includes(WORDY))).toEqual([]);
  });

  it('keeps a removed skill removed and an added role added when laid over the base', () => {
    const after: ParsedResume = {
      ...sampleResume,
      skills: sampleResume.skills.slice(1),
      experience: [
        ...sampleResume.experience,
        {
          title: 'Volunteer IT Lead',
          company: 'Food Bank',
          location: '',
          startDate: '2019',
          endDate: '2020',
          bullets: ['Set up 20 laptops'],
        },
      ],
    };
    const { edits } = recordOwnerEdits({ before: sampleResume, after, edits: noOwnerEdits(), changes: [] });
    const laid = applyOwnerEdits(sampleResume, edits);
    expect(laid.skills).toEqual(after.skills);
    expect(laid.experience.map((role) => role.title)).toContain('Volunteer IT Lead');
  });

  it('forgets a bullet the owner added and then removed', () => {
    const added = replaceFirstBullet(sampleResume, sampleResume.experience[0]?.bullets[0] ?? '');
    added.experience[0]?.bullets.push('A bullet of my own');
    const first = recordOwnerEdits({
      before: sampleResume,
      after: added,
      edits: noOwnerEdits(),
      changes: [],
    });
    expect(first.edits.bullets).toEqual([
      expect.objectContaining({ origin: null, text: 'A bullet of my own' }),
    ]);
    const second = recordOwnerEdits({ before: added, after: sampleResume, edits: first.edits, changes: [] });
    expect(second.edits.bullets).toEqual([]);
  });
});
