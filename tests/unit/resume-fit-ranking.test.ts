import { describe, expect, it } from 'vitest';
import { createAnalysisContext, scoreResume } from '../../src/server/resume/analyse/analyse';
import { expectations, readCandidates, readPosting } from '../helpers/fit-candidates';

describe('match scores rank the resume of the posting’s field first', () => {
  it('puts the matching field first for every posting (table printed)', async () => {
    const candidates = await readCandidates();
    const lines: string[] = [];
    const results: Array<{
      file: string;
      expected: string[];
      ranked: Array<{ label: string; score: number }>;
    }> = [];
    for (const [file, expected] of expectations) {
      const job = readPosting(file);
      const ranked = Object.entries(candidates)
        .map(([label, { resume, traits }]) => ({
          label,
          score: scoreResume(resume, createAnalysisContext(job, traits)).score.overallScore,
        }))
        .sort((a, b) => b.score - a.score);
      lines.push(`${file.padEnd(36)} ${ranked.map((entry) => `${entry.label} ${entry.score}`).join(' | ')}`);
      results.push({ file, expected, ranked });
    }
    console.log(`ranking by overall match\n${lines.join('\n')}`);
    for (const { file, expected, ranked } of results) {
      expect(expected, file).toContain(ranked[0]?.label);
      expect((ranked[0]?.score ?? 0) - (ranked[1]?.score ?? 0), file).toBeGreaterThan(0);
    }
  }, 60_000);

  it('holds a resume from another field near the floor when it shows none of the required keywords', async () => {
    const candidates = await readCandidates();
    const job = readPosting('gitlab-director-it-operations.txt');
    const developer = candidates['web developer (rr-pikachu)'];
    if (!developer) throw new Error('candidate missing');
    const { score } = scoreResume(developer.resume, createAnalysisContext(job, developer.traits));
    expect(score.overallScore).toBeLessThan(40);
  }, 60_000);
});
