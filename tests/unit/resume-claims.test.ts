import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { analyseResume, createAnalysisContext } from '../../src/server/resume/analyse/analyse';
import { findAbbreviationPair, isSameMeaning } from '../../src/server/resume/analyse/synonyms';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { enhanceResume } from '../../src/server/resume/enhance';
import { plainTraits } from '../../src/server/resume/parse/source-lines';
import { tailorResume } from '../../src/server/resume/tailor/tailor';
import type { DocumentTraits } from '../../src/shared/resume/parse-report';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { vocabulary } from '../../src/shared/vocabulary/terms';
import { readCorpusPostings, readCorpusResumes } from '../helpers/corpus-pairs';
import { loadJobFixtures } from '../helpers/job-fixtures';

/** Fixed, so a run can be replayed; CLAIMS_SEED explores others. Printed with every run. */
const SEED = Number(process.env.CLAIMS_SEED ?? 20_261_125);
const NOW = new Date('2026-11-01T00:00:00Z');
const TRAITS: DocumentTraits = { ...plainTraits('pdf'), headings: [] };

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.replace(/ies$/, 'y').replace(/(?<=\w{3})s$/, ''));

/** The terms a summary claims: "specializing in A, B and C", "with expertise in …", "skilled in …". */
function claimedTerms(summary: string): string[] {
  return [
    ...summary.matchAll(
      /\b(?:specializing|specialising|with expertise|expert|skilled|experienced) in ([^.;]+)/gi,
    ),
  ]
    .flatMap((match) => (match[1] ?? '').split(/,\s*|\s+and\s+/))
    .map((term) => term.trim())
    .filter(Boolean);
}

const numbersOf = (text: string) =>
  text.match(/\d[\d,.]*%?/g)?.map((value) => value.replace(/[,.]$/, '')) ?? [];
const CLEARANCE = /\b(?:security clearance|TS\/SCI|top secret|secret clearance|public trust)\b/i;
const allText = (resume: ParsedResume) =>
  [
    resume.summary,
    ...resume.experience.flatMap((role) => role.bullets),
    ...resume.achievements,
    ...resume.skills,
    ...resume.certifications,
  ].join('\n');

/** The three claim rules, as messages for every way `output` breaks them against `base`. */
function brokenClaims(base: ParsedResume, output: ParsedResume): string[] {
  const broken: string[] = [];
  const bulletWords = new Set(base.experience.flatMap((role) => role.bullets.flatMap(words)));
  const alreadyClaimed = new Set(claimedTerms(base.summary).map((term) => term.toLowerCase()));
  const inBullets = (phrase: string) => words(phrase).every((word) => bulletWords.has(word));
  for (const term of claimedTerms(output.summary)) {
    if (alreadyClaimed.has(term.toLowerCase()) || inBullets(term)) continue;
    // The posting's word for exactly what the bullets say ("helpdesk" for "service desk", "MFA"
    // for "multi-factor authentication") is allowed.
    const synonym = vocabulary.some((entry) => {
      if (!entry.forms.some((form) => form.toLowerCase() === term.toLowerCase())) return false;
      const pair = findAbbreviationPair(entry);
      const pairForms = pair ? [pair.short, pair.long].map((form) => form.toLowerCase()) : [];
      const isPair = (form: string) =>
        pairForms.includes(form.toLowerCase()) && pairForms.includes(term.toLowerCase());
      return entry.forms.some((form) => (isSameMeaning(form, term) || isPair(form)) && inBullets(form));
    });
    if (!synonym) broken.push(`summary claims "${term}"`);
  }
  const listed = new Set(base.certifications.map((entry) => entry.toLowerCase()));
  for (const entry of output.certifications)
    if (!listed.has(entry.toLowerCase())) broken.push(`certification "${entry}" is not the base's`);
  for (const entry of base.certifications)
    if (!output.certifications.some((kept) => kept.toLowerCase() === entry.toLowerCase()))
      broken.push(`certification "${entry}" dropped`);
  const outputText = allText(output);
  const outputNumbers = new Set(numbersOf(outputText));
  for (const bullet of base.experience.flatMap((role) => role.bullets)) {
    const missing = numbersOf(bullet).filter((value) => !outputNumbers.has(value));
    if (missing.length > 0) broken.push(`quantified bullet dropped: "${bullet.slice(0, 60)}"`);
  }
  if (base.clearance && output.clearance !== base.clearance) broken.push('the clearance section changed');
  for (const line of allText(base).split('\n'))
    if (CLEARANCE.test(line) && !outputText.includes(line.match(CLEARANCE)?.[0] ?? ''))
      broken.push(`clearance dropped: "${line.slice(0, 60)}"`);
  return broken;
}

type Pair = {
  resumeName: string;
  resume: ParsedResume;
  postingName: string;
  posting: Parameters<typeof createAnalysisContext>[0];
};

async function everyPair(): Promise<Pair[]> {
  const site = { name: 'site', resume: buildResumeFromContent(siteContent) };
  const resumes = [site, ...(await readCorpusResumes())];
  const postings = [...readCorpusPostings(), ...loadJobFixtures()];
  return resumes.flatMap(({ name, resume }) =>
    postings.map((posting) => ({ resumeName: name, resume, postingName: posting.name, posting })),
  );
}

describe('the claim rules over every corpus resume and posting', () => {
  it(`hold after tailoring and after enhancing (fast-check, seed ${SEED})`, async () => {
    console.info(`claims seed ${SEED} (CLAIMS_SEED=${SEED} replays this run)`);
    const pairs = await everyPair();
    fc.assert(
      fc.property(fc.nat({ max: pairs.length - 1 }), fc.boolean(), (index, enhance) => {
        const pair = pairs[index];
        if (!pair) throw new Error('no pair');
        const context = createAnalysisContext(pair.posting, TRAITS, NOW);
        let output = tailorResume(pair.resume, context).resume;
        if (enhance) output = enhanceResume(output, pair.resume, context).resume;
        const broken = brokenClaims(pair.resume, output);
        expect(broken, `${pair.resumeName} × ${pair.postingName}${enhance ? ' (enhanced)' : ''}`).toEqual([]);
      }),
      { seed: SEED, numRuns: 120 },
    );
  }, 120_000);

  // Counterexamples the property found, kept as fixed cases: quantified bullets condensed away,
  // "specializing in c-suite" from bullets that say "executive team".
  it.each([
    ['site', 'gitlab-director-it-operations', false],
    ['site', 'rm-product-manager', false],
    ['site', 'director-it-operations', true],
  ])('hold for %s × %s (enhanced: %s)', async (resumeName, postingName, enhance) => {
    const pair = (await everyPair()).find(
      (entry) => entry.resumeName === resumeName && entry.postingName === postingName,
    );
    if (!pair) throw new Error('pair missing');
    const context = createAnalysisContext(pair.posting, TRAITS, NOW);
    let output = tailorResume(pair.resume, context).resume;
    if (enhance) output = enhanceResume(output, pair.resume, context).resume;
    expect(brokenClaims(pair.resume, output)).toEqual([]);
  });

  it('hold for an analysis too: nothing the analysis suggests names a certification the resume does not list', async () => {
    for (const pair of (await everyPair()).filter((_, index) => index % 7 === 0)) {
      const analysis = analyseResume(pair.resume, createAnalysisContext(pair.posting, TRAITS, NOW));
      const listed = pair.resume.certifications.join(' ').toLowerCase();
      for (const keyword of analysis.matchedKeywords)
        if (/^(?:CISSP|CISM|CISA|PMP|CCNA|CCNP|CRISC)$/.test(keyword))
          expect(listed, `${pair.resumeName} × ${pair.postingName}: ${keyword}`).toContain(
            keyword.toLowerCase(),
          );
    }
  }, 120_000);
});
