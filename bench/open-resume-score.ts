import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocumentProxy } from 'unpdf';
import { CORPUS_DIR, loadCorpusTruth } from '../tests/helpers/corpus';
import { type ScoredResume, scoreCorpus } from '../tests/helpers/parse-score';

/**
 * Open-resume's parser (AGPL-3.0, not part of this repository) run from a checkout on the corpus
 * PDFs and scored with our scorer. Started by bench/open-resume.ts with a tsconfig that resolves
 * its "lib/..." imports; prints one JSON line with the three figures.
 */
type Step = (input: unknown) => unknown;
type OpenResume = {
  profile: { name: string; email: string; phone: string; location: string };
  workExperiences: Array<{ company: string; jobTitle: string; date: string; descriptions: string[] }>;
  skills: { descriptions: string[] };
};

const checkout = process.argv[2] ?? '';
const lib = (file: string) =>
  pathToFileURL(path.join(checkout, 'src/app/lib/parse-resume-from-pdf', file)).href;

async function step(file: string, name: string): Promise<Step> {
  const module: Record<string, unknown> = await import(lib(file));
  const found = module[name];
  if (typeof found !== 'function') throw new Error(`${name} not found in ${file}`);
  return (input) => found(input);
}

const toLines = await step('group-text-items-into-lines.ts', 'groupTextItemsIntoLines');
const toSections = await step('group-lines-into-sections.ts', 'groupLinesIntoSections');
const toResume = await step('extract-resume-from-sections/index.ts', 'extractResumeFromSections');

/** Text items as open-resume's own reader makes them: position, size and the font's real name (for bold). */
async function readItems(file: string): Promise<unknown[]> {
  const document = await getDocumentProxy(new Uint8Array(readFileSync(path.join(CORPUS_DIR, file))));
  const items: unknown[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    await page.getOperatorList().catch(() => undefined);
    for (const item of content.items) {
      if (!('str' in item)) continue;
      let fontName = item.fontName;
      try {
        const font: unknown = page.commonObjs.get(item.fontName);
        if (font && typeof font === 'object' && 'name' in font && typeof font.name === 'string')
          fontName = font.name;
      } catch {
        // The font's real name is only known once its data loaded; the loaded name stands in.
      }
      const [, , , , x = 0, y = 0] = item.transform as number[];
      items.push({
        text: item.str,
        x,
        y,
        width: item.width,
        height: item.height,
        fontName,
        hasEOL: item.hasEOL,
      });
    }
  }
  await document.destroy();
  return items;
}

const truth = loadCorpusTruth();
const parsed: Record<string, ScoredResume> = {};
for (const file of Object.keys(truth)) {
  const resume = toResume(toSections(toLines(await readItems(file)))) as OpenResume;
  parsed[file] = {
    ...resume.profile,
    experience: resume.workExperiences.map((role) => {
      const [from = '', to = ''] = role.date.split(/\s*[-–—]\s*|\s+to\s+/);
      return {
        title: role.jobTitle,
        company: role.company,
        startDate: from,
        endDate: to,
        bullets: role.descriptions,
      };
    }),
    skills: resume.skills.descriptions.flatMap((line) => line.split(/,\s*/)),
    certifications: [],
  };
}
const score = scoreCorpus(truth, parsed);
console.log(
  JSON.stringify({
    roleRecall: score.roleRecall,
    roleFieldRecall: score.roleFieldRecall,
    fieldRecall: score.fieldRecall,
  }),
);
