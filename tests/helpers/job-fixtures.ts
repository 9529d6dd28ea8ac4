import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobText } from '../../src/server/resume/analyse/keywords';

const folder = path.resolve(import.meta.dirname, '../fixtures/job-descriptions');
const REQUIREMENTS_HEADING = /^(requirements|what you'll bring|qualifications)\s*$/im;

export type JobFixture = JobText & { name: string };

/**
 * The saved postings: "Position:" and "Company:" lines, then the posting. Everything before the
 * requirements heading is the description, the rest the requirements, the whole the details.
 */
export function loadJobFixtures(): JobFixture[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      const position = /^Position:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
      const company = /^Company:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
      const body = text.replace(/^(Position|Company):.*\n/gm, '').trim();
      const split = REQUIREMENTS_HEADING.exec(body);
      const at = split ? split.index : body.length;
      return {
        name: file.replace(/\.txt$/, ''),
        position,
        company,
        description: body.slice(0, at).trim(),
        requirements: body.slice(at).trim() || null,
        details: body,
      };
    });
}
