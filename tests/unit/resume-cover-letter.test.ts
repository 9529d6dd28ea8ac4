import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnalysisContext, describeWrittenTraits } from '../../src/server/resume/analyse/analyse';
import { checkCoverLetter } from '../../src/server/resume/cover-letter/check-cover-letter';
import { draftCoverLetter } from '../../src/server/resume/cover-letter/draft-cover-letter';
import { listNumbers } from '../../src/server/resume/tailor/evidence';
import { tailorResume } from '../../src/server/resume/tailor/tailor';
import { type CorpusPosting, readCorpusPostings, readCorpusResumes } from '../helpers/corpus-pairs';
import { PROPERTY_SEED } from '../helpers/property-seed';
import { sampleResume } from '../helpers/resume-samples';

const NOW = new Date('2026-11-01T00:00:00Z');

function letterFor(resume: typeof sampleResume, posting: CorpusPosting, company = 'Northwind') {
  const job = { ...posting, company };
  const context = createAnalysisContext(job, describeWrittenTraits(resume), NOW);
  const tailored = tailorResume(resume, context).resume;
  return { tailored, job, letter: draftCoverLetter(tailored, job, context) };
}

describe('a cover letter drafted from a tailored resume and the posting', () => {
  const [posting] = readCorpusPostings();
  if (!posting) throw new Error('the corpus has postings');

  it('has three short paragraphs: why this role, two results with their numbers, a close', () => {
    const { letter, tailored } = letterFor(sampleResume, posting);
    expect(letter.paragraphs).toHaveLength(3);
    const [why, results, close] = letter.paragraphs as [string, string, string];
    expect(why).toContain(`apply for the ${posting.position} role at Northwind`);
    expect(results.match(/\d/g)?.length ?? 0).toBeGreaterThan(0);
    const figures = listNumbers(results);
    expect(figures.length).toBeGreaterThanOrEqual(2);
    const stated = new Set(listNumbers(JSON.stringify(tailored)));
    for (const figure of figures) expect(stated).toContain(figure);
    expect(close).toMatch(/Thank you/);
    for (const paragraph of letter.paragraphs) expect(paragraph.split(/\s+/).length).toBeLessThan(90);
    expect(letter.signature).toBe(sampleResume.name);
  });

  it('greets the hiring manager by name when the application names one', () => {
    const context = createAnalysisContext(posting, describeWrittenTraits(sampleResume), NOW);
    const letter = draftCoverLetter(sampleResume, { ...posting, hiringManager: 'Dana Whitfield' }, context);
    expect(letter.greeting).toBe('Dear Dana Whitfield,');
    expect(checkCoverLetter(letter, sampleResume, { ...posting, hiringManager: 'Dana Whitfield' })).toEqual(
      [],
    );
  });

  it('is caught by the fact check when a sentence claims what the resume does not say', () => {
    const { letter, tailored, job } = letterFor(sampleResume, posting);
    const claimed = {
      ...letter,
      paragraphs: [...letter.paragraphs, 'I also led a Kubernetes migration that saved $9M.'],
    };
    expect(checkCoverLetter(claimed, tailored, job).map((finding) => finding.value)).toEqual(
      expect.arrayContaining(['9m']),
    );
  });
});

describe('every corpus resume × posting', () => {
  it('gets a letter with no claim its resume does not support (all pairs, counted)', async () => {
    const resumes = (await readCorpusResumes()).filter(({ resume }) => resume.experience.length > 0);
    const postings = readCorpusPostings();
    const unsupported: string[] = [];
    for (const { name, resume } of resumes) {
      for (const posting of postings) {
        const { letter, tailored, job } = letterFor(resume, posting);
        for (const finding of checkCoverLetter(letter, tailored, job))
          unsupported.push(
            `${name} × ${posting.name}: ${finding.kind} "${finding.value}" in ${finding.where}`,
          );
      }
    }
    console.info(`${resumes.length * postings.length} letters, ${unsupported.length} unsupported claims`);
    expect(unsupported).toEqual([]);
  }, 120_000);

  it(`names any employer and hiring manager without them counting as claims (fast-check, seed ${PROPERTY_SEED})`, async () => {
    const resumes = (await readCorpusResumes()).filter(({ resume }) => resume.experience.length > 0);
    const postings = readCorpusPostings();
    const name = fc
      .array(
        fc.constantFrom(
          'Acme',
          'Globex',
          'Initech',
          'Umbrella',
          'Stark',
          'Wayne',
          'Labs',
          'Group',
          'AI',
          'Dana',
          'Lee',
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((words) => words.join(' '));
    await fc.assert(
      fc.property(
        fc.constantFrom(...resumes),
        fc.constantFrom(...postings),
        name,
        fc.option(name, { nil: undefined }),
        ({ resume }, posting, company, hiringManager) => {
          const job = { ...posting, company, hiringManager };
          const context = createAnalysisContext(job, describeWrittenTraits(resume), NOW);
          const tailored = tailorResume(resume, context).resume;
          const letter = draftCoverLetter(tailored, job, context);
          expect(checkCoverLetter(letter, tailored, job)).toEqual([]);
        },
      ),
      { seed: PROPERTY_SEED, numRuns: 40 },
    );
  }, 120_000);
});
