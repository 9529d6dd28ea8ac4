import { siteContent } from '/work/main/content';
import { createAnalysisContext, describeWrittenTraits } from '/work/main/src/server/resume/analyse/analyse';
import { buildResumeFromContent } from '/work/main/src/server/resume/content-resume';
import { findInventions } from '/work/main/src/server/resume/tailor/fact-check';
import { tailorResume } from '/work/main/src/server/resume/tailor/tailor';
import { readCorpusPostings, readCorpusResumes } from '/work/main/tests/helpers/corpus-pairs';
import { loadJobFixtures } from '/work/main/tests/helpers/job-fixtures';
const NOW = new Date('2026-11-01T00:00:00Z');
const resumes = await readCorpusResumes();
const postings = readCorpusPostings();
const pairs: Array<[string, any, any]> = [];
for (const r of resumes) for (const p of postings) pairs.push([`${r.name} × ${p.name}`, r.resume, p]);
const site = buildResumeFromContent(siteContent);
for (const j of loadJobFixtures()) pairs.push([`site × ${j.name}`, site, j]);
for (const p of postings) pairs.push([`site × ${p.name}`, site, p]);
let rises = 0, falls = 0, same = 0, inventions = 0; const flat: string[] = [];
let ms = 0;
for (const [name, resume, job] of pairs) {
  const ctx = createAnalysisContext(job, describeWrittenTraits(resume), NOW);
  const t = performance.now();
  const result = tailorResume(resume, ctx);
  ms = Math.max(ms, performance.now() - t);
  const a = result.initialScore.keywordMatchScore, b = result.finalScore.keywordMatchScore;
  if (b > a) rises++; else if (b < a) falls++; else { same++; flat.push(`${name} ${a}`); }
  inventions += findInventions(resume, result.resume).length;
}
console.log(`pairs ${pairs.length} rises ${rises} (${(100*rises/pairs.length).toFixed(1)}%) falls ${falls} same ${same} inventions ${inventions} max tailor ${ms.toFixed(0)} ms`);
if (process.argv.includes('--flat')) console.log(flat.join('\n'));
