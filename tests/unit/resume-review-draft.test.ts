import { describe, expect, it } from 'vitest';
import {
  emptyRole,
  finishDraft,
  removeAt,
  replaceAt,
  splitRole,
  swapTitleAndCompany,
} from '../../src/client/features/resume/review/review-draft';
import { sampleResume } from '../helpers/resume-samples';

describe('the review form’s draft', () => {
  it('edits lists without touching the original', () => {
    const items = ['a', 'b', 'c'];
    expect(replaceAt(items, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(removeAt(items, 0)).toEqual(['b', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('saves without blank bullets, blank skills or an untouched new role', () => {
    const [first, ...others] = sampleResume.experience;
    if (!first) throw new Error('sample has roles');
    const finished = finishDraft({
      ...sampleResume,
      linkedin: ' ',
      experience: [{ ...first, bullets: [...first.bullets, '  '] }, ...others, emptyRole()],
      skills: [...sampleResume.skills, ''],
    });
    if (!('resume' in finished)) throw new Error(finished.problems.join());
    expect(finished.resume.experience).toHaveLength(sampleResume.experience.length);
    expect(finished.resume.experience[0]?.bullets).toEqual(first.bullets);
    expect(finished.resume.skills).toEqual(sampleResume.skills);
    expect(finished.resume).not.toHaveProperty('linkedin');
  });

  it('names the card that needs fixing', () => {
    const finished = finishDraft({
      ...sampleResume,
      name: ' ',
      experience: [...sampleResume.experience, { ...emptyRole(), bullets: ['Ran the help desk'] }],
    });
    expect(finished).toEqual({
      problems: [
        'Name is required.',
        `Role ${sampleResume.experience.length + 1} needs a title or a company.`,
      ],
    });
  });

  it('splits a role where the next one starts: a header-like bullet becomes its title', () => {
    const merged = {
      ...emptyRole(),
      title: 'Support Analyst',
      company: 'Harbor Freight Lines',
      bullets: ['Answered 40 tickets a day.', 'Dispatcher, Bayside Movers', 'Planned 60 routes a week.'],
    };
    const split = splitRole([merged], 0, 1);
    expect(split).toHaveLength(2);
    expect(split[0]?.bullets).toEqual(['Answered 40 tickets a day.']);
    expect(split[1]).toMatchObject({
      title: 'Dispatcher, Bayside Movers',
      bullets: ['Planned 60 routes a week.'],
    });
    expect(splitRole([merged], 0, 2)[1]).toMatchObject({ title: '', bullets: ['Planned 60 routes a week.'] });
    expect(merged.bullets).toHaveLength(3);
  });

  it('swaps title and company in one step', () => {
    const role = { ...emptyRole(), title: 'Harbor Freight Lines', company: 'Support Analyst' };
    expect(swapTitleAndCompany(role)).toMatchObject({
      title: 'Support Analyst',
      company: 'Harbor Freight Lines',
    });
  });
});
