import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocFormatting } from '../../src/server/resume/parse/extract/doc-formatting';
import { mendSectorChains } from '../../src/server/resume/parse/extract/sector-chains';
import {
  detectResumeFile,
  parseResumeFile,
  UnreadableResumeFileError,
} from '../../src/server/resume/parse/parse-file';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/resumes/${name}`, import.meta.url));

describe('a resume saved as Word 97 (.doc)', () => {
  it('parses exactly like the same resume as .docx: every role, bullet, date and section', async () => {
    const doc = fixture('site-resume.doc');
    expect(await detectResumeFile(doc, 'resume.doc')).toBe('doc');
    const fromDoc = await parseResumeFile(doc, 'doc');
    const fromDocx = await parseResumeFile(fixture('site-resume.docx'), 'docx');
    expect(fromDoc.resume.experience.length).toBeGreaterThanOrEqual(9);
    expect(fromDoc.resume).toEqual(fromDocx.resume);
    expect(fromDoc.report.warnings).toEqual([]);
  });

  it('keeps curly quotes and dashes as written', async () => {
    const { resume } = await parseResumeFile(fixture('site-resume.doc'), 'doc');
    expect(resume.experience.flatMap((role) => role.bullets).some((bullet) => bullet.includes('’'))).toBe(
      true,
    );
  });

  it('reads list items and bold lines from the property pages', () => {
    const formats = [...readDocFormatting(fixture('site-resume.doc')).entries()];
    const bullets = formats.filter(([, format]) => format.isListItem).map(([text]) => text);
    const bold = formats.filter(([, format]) => format.isBold).map(([text]) => text);
    expect(bullets).toContain(
      'Consolidated overlapping SaaS subscriptions and right-sized cloud resources within the first 90 days',
    );
    expect(bold).toEqual(expect.arrayContaining(['Alex Morgan', 'IT Consultant', 'Founder']));
    expect(bullets).not.toContain('IT Consultant');
  });

  it('gives no formatting, and no error, for a damaged file', () => {
    const damaged = Buffer.from(fixture('site-resume.doc'));
    damaged.fill(0xff, 512, 4096);
    expect(readDocFormatting(damaged).size).toBe(0);
    expect(readDocFormatting(Buffer.from('not a compound file')).size).toBe(0);
  });
});

/**
 * The fixture with one link of its file allocation table pointing back into its own chain, as a
 * damaged file's can: the chain loops, and the sector after the damaged link is linked from nowhere.
 */
function withLoopedChain(file: Buffer, loopToNext: boolean): { bytes: Buffer; sector: number } {
  const bytes = Buffer.from(file);
  const fatOffset = (bytes.readInt32LE(0x4c) + 1) * 512;
  const link = (sector: number) => bytes.readInt32LE(fatOffset + sector * 4);
  // The longest run of sectors that follow one another: the WordDocument stream's.
  let sector = 0;
  while (!(link(sector) === sector + 1 && link(sector + 1) === sector + 2 && link(sector + 2) === sector + 3))
    sector++;
  bytes.writeInt32LE(sector, fatOffset + (sector + 1) * 4);
  // Without the orphan after it (something else links to it) the loop can only be cut short.
  if (!loopToNext) bytes.writeInt32LE(sector + 2, fatOffset + (sector + 3) * 4);
  return { bytes, sector };
}

describe('a legacy Word file whose sector chain loops back on itself', () => {
  it('is mended: the looping link goes on to the sector nothing else links to', async () => {
    const original = fixture('site-resume.doc');
    const { bytes } = withLoopedChain(original, true);
    expect(mendSectorChains(bytes).equals(original)).toBe(true);
    expect((await parseResumeFile(bytes, 'doc')).resume).toEqual(
      (await parseResumeFile(original, 'doc')).resume,
    );
  });

  it('is read short, or refused as damaged, when no sector was cut off; never read forever', async () => {
    const { bytes } = withLoopedChain(fixture('site-resume.doc'), false);
    const outcome = await parseResumeFile(bytes, 'doc').then(
      (parsed) => parsed.resume.name,
      (error: unknown) => error,
    );
    if (typeof outcome !== 'string') expect(outcome).toBeInstanceOf(UnreadableResumeFileError);
  });

  it('leaves a sound file and bytes that are no compound file as they are', () => {
    const sound = fixture('site-resume.doc');
    expect(mendSectorChains(sound)).toBe(sound);
    const text = Buffer.from('plain text, not a compound file');
    expect(mendSectorChains(text)).toBe(text);
  });
});
