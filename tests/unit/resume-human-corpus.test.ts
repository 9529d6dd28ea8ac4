import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { type ScoredResume, scoreCorpus, type TruthResume } from '../helpers/parse-score';

/**
 * Thirty invented resumes written the way people write their own (tests/fixtures/resumes-human,
 * SOURCES.md there). The floors are a ratchet, raised whenever the reader improves: first set at
 * the figures measured when the batch was added (the tuning half after the changes it guided, the
 * check half as measured once at the end), they now hold the figures after the seventh batch's round.
 */
const FOLDER = path.join(import.meta.dirname, '../fixtures/resumes-human');
const FLOORS = {
  tuning: { roleRecall: 0.98, roleFieldRecall: 0.92, fieldRecall: 0.94 },
  check: { roleRecall: 0.96, roleFieldRecall: 0.8, fieldRecall: 0.89 },
} as const;

type Half = 'tuning' | 'check';
type Figures = { roleRecall: number; roleFieldRecall: number; fieldRecall: number };

const readTruth = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'truth.json'), 'utf8')) as Record<string, TruthResume>;
const readSplit = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'split.json'), 'utf8')) as Record<Half, string[]>;

/** Every named file of a folder read as an upload would be, and scored against its truth. */
async function scoreFiles(folder: string, truthOf: Record<string, TruthResume>, keys: string[]) {
  const parsed: Record<string, ScoredResume | null> = {};
  for (const key of keys) {
    const bytes = readFileSync(path.join(folder, key));
    parsed[key] = (await parseResumeFile(bytes, await detectResumeFile(bytes, key))).resume;
  }
  return scoreCorpus(Object.fromEntries(keys.map((key) => [key, truthOf[key] as TruthResume])), parsed);
}

function expectAtFloors(score: Figures, floors: Figures): void {
  expect(score.roleRecall).toBeGreaterThanOrEqual(floors.roleRecall - 0.005);
  expect(score.roleFieldRecall).toBeGreaterThanOrEqual(floors.roleFieldRecall - 0.005);
  expect(score.fieldRecall).toBeGreaterThanOrEqual(floors.fieldRecall - 0.005);
}

/** A batch halved into tuning and check: each half read and held at its floors. */
function describeHalvedBatch(batch: {
  title: string;
  label: string;
  folder: string;
  halfSize: number;
  floors: Record<Half, Figures>;
}): void {
  describe(batch.title, () => {
    const truth = readTruth(batch.folder);
    const split = readSplit(batch.folder);
    it.each(['tuning', 'check'] as const)(
      '%s half: every file read, figures at or above their floors',
      async (half) => {
        expect(split[half]).toHaveLength(batch.halfSize);
        const score = await scoreFiles(batch.folder, truth, split[half]);
        console.info(`${batch.label}, ${half} half: ${score.summary}`);
        expectAtFloors(score, batch.floors[half]);
      },
    );
  });
}

describeHalvedBatch({
  title: 'invented resumes written as people write them',
  label: 'human-style resumes',
  folder: FOLDER,
  halfSize: 15,
  floors: FLOORS,
});

/**
 * The second batch (tests/fixtures/resumes-human-2): measured whole once on the reader as it stood
 * when it came (roles 86%, role fields 57%, recall 76%), then halved (split.json, seed 20261130).
 * A round tuned on the first half (95% / 66% / 80% after, from 84% / 58% / 75%) left the second
 * half where it was (89% / 56% / 77%). The whole batch's figures after that round were the floors;
 * they are raised to the figures after the sixth batch's round (97% / 77% / 87%).
 */
const HELD_OUT = path.join(import.meta.dirname, '../fixtures/resumes-human-2');
const HELD_OUT_FLOORS = { roleRecall: 0.97, roleFieldRecall: 0.77, fieldRecall: 0.87 } as const;

describe('a second batch of invented resumes, half of it tuned on', () => {
  it('every file read, figures at or above the ones after its round', async () => {
    const truthHeld = readTruth(HELD_OUT);
    const score = await scoreFiles(HELD_OUT, truthHeld, Object.keys(truthHeld));
    expect(Object.keys(truthHeld)).toHaveLength(24);
    console.info(`human-style resumes, second batch: ${score.summary}`);
    expectAtFloors(score, HELD_OUT_FLOORS);
  });
});

/**
 * The third batch (tests/fixtures/resumes-human-3): measured whole once on the reader as it stood
 * when it came (roles 80%, role fields 54%, recall 71%), then halved per format (split.json, seed
 * 20261202). A round tuned on the first half took it from 77% / 52% / 69% to 95% / 74% / 82%; the
 * second half, measured once at the end, went from 85% / 57% / 72% to 90% / 66% / 77%. Those are
 * the floors.
 */
const THIRD = path.join(import.meta.dirname, '../fixtures/resumes-human-3');
const THIRD_FLOORS = {
  tuning: { roleRecall: 0.95, roleFieldRecall: 0.85, fieldRecall: 0.88 },
  check: { roleRecall: 0.9, roleFieldRecall: 0.77, fieldRecall: 0.84 },
} as const;

describeHalvedBatch({
  title: 'a third batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, third batch',
  folder: THIRD,
  halfSize: 12,
  floors: THIRD_FLOORS,
});

/**
 * The fourth batch (tests/fixtures/resumes-human-4): LaTeX CVs (moderncv, a tabular one-page CV,
 * an awesome-cv-like xelatex CV, an academic CV), Word files built from text boxes, tables,
 * Europass labels and page headers, and plain text written as Markdown, an e-mail, a federal
 * resume and a functional resume. Measured whole once on the reader as it stood (roles 82%, role
 * fields 63%, recall 71%), then halved per format (split.json, seed 20261204). A round tuned on
 * the first half took it from 73% / 58% / 68% to 98% / 86% / 86%; the second half, measured once
 * at the end, went from 90% / 67% / 75% to 90% / 71% / 76%. Those were the floors; the check half's
 * are raised to the figures after the seventh batch's round (92% / 75% / 80%).
 */
const FOURTH = path.join(import.meta.dirname, '../fixtures/resumes-human-4');
const FOURTH_FLOORS = {
  tuning: { roleRecall: 0.98, roleFieldRecall: 0.9, fieldRecall: 0.88 },
  check: { roleRecall: 0.92, roleFieldRecall: 0.82, fieldRecall: 0.83 },
} as const;

describeHalvedBatch({
  title: 'a fourth batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, fourth batch',
  folder: FOURTH,
  halfSize: 12,
  floors: FOURTH_FLOORS,
});

/**
 * The fifth batch (tests/fixtures/resumes-human-5): a Filipino form, Indian sentence roles, UK
 * margin headings, a Nigerian PDF paste, Brazilian and German months, Word content controls,
 * nested tables, tracked changes, section columns and hidden keywords, deedy, AltaCV, moderncv
 * banking, Canva cards and a timeline. Measured whole once when it came (roles 82%, role fields
 * 67%, recall 77%; 80% / 65% / 76% on the reader as the round began), then halved per format
 * (split.json, seed 20261206). A round tuned on the first half took it from 86% / 64% / 72% to
 * 94% / 73% / 79%; the second half, measured once at the end, went from 75% / 66% / 80% (the
 * reader as the round began) to 83% / 71% / 83%. The sixth batch's round tuned on both halves
 * (98% / 78% / 85% and 98% / 89% / 91% after it), the seventh's round left them at 98% / 80% / 86%
 * and 100% / 91% / 92%: those are the floors now.
 */
const FIFTH = path.join(import.meta.dirname, '../fixtures/resumes-human-5');
const FIFTH_FLOORS = {
  tuning: { roleRecall: 0.98, roleFieldRecall: 0.82, fieldRecall: 0.87 },
  check: { roleRecall: 1, roleFieldRecall: 0.9, fieldRecall: 0.92 },
} as const;

describeHalvedBatch({
  title: 'a fifth batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, fifth batch',
  folder: FIFTH,
  halfSize: 12,
  floors: FIFTH_FLOORS,
});

/**
 * The sixth batch (tests/fixtures/resumes-human-6): a LinkedIn paste, Korean dotted dates, Swedish,
 * Spanish, Dutch, French and Turkish CVs, a job-portal export, Word text boxes, merged cells,
 * section columns and one table row per role, sb2nov, friggeri and limecv-style LaTeX, a Canva
 * design with image headings, a timeline with stacked dates and a rirekisho. Measured whole once
 * when it came (roles 77%, role fields 65%, recall 71%; 76% / 63% / 70% on the reader as the
 * round began), then halved per format (split.json, seed 20261207). A round tuned on the first
 * half took it from 73% / 62% / 68% to 93% / 80% / 83%; the second half, measured once at the end,
 * went from 80% / 69% / 73% to 80% / 69% / 76%. The seventh batch's round tuned on that reported
 * check half too (94% / 87% / 86% after it): those are its floors now.
 */
const SIXTH = path.join(import.meta.dirname, '../fixtures/resumes-human-6');
const SIXTH_FLOORS = {
  tuning: { roleRecall: 0.93, roleFieldRecall: 0.8, fieldRecall: 0.83 },
  check: { roleRecall: 0.94, roleFieldRecall: 0.88, fieldRecall: 0.87 },
} as const;

describeHalvedBatch({
  title: 'a sixth batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, sixth batch',
  folder: SIXTH,
  halfSize: 12,
  floors: SIXTH_FLOORS,
});

/**
 * The seventh batch (tests/fixtures/resumes-human-7): a JSON Resume file, an Emacs org-mode file,
 * a contractor's "Client: / Role: / Duration:" blocks, Czech, Portuguese, German, Polish and
 * Italian CVs, paragraphs that open with their dates, a consultancy profile with ASCII skill
 * matrices, a two-column PDF pasted as text, several titles inside one employer's dates, a Google
 * Docs skills matrix, a functional resume, oldest-first years, the current Europass, a LibreOffice
 * PDF with a role across the page break, a justified academic CV, a Notion export and a Gantt-chart
 * timeline. Measured whole once when it came (roles 69%, role fields 55%, recall 66%; 64% / 52% /
 * 64% on the reader as this round began), then halved per format (split.json, seed 20261210). A
 * round tuned on the first half took it from 71% / 58% / 68% to 83% / 73% / 78%; the second half,
 * measured once at the end, went from 67% / 52% / 63% to 69% / 57% / 70%. Those are the floors.
 */
const SEVENTH = path.join(import.meta.dirname, '../fixtures/resumes-human-7');
const SEVENTH_FLOORS = {
  tuning: { roleRecall: 0.82, roleFieldRecall: 0.73, fieldRecall: 0.8 },
  check: { roleRecall: 0.77, roleFieldRecall: 0.68, fieldRecall: 0.79 },
} as const;

describeHalvedBatch({
  title: 'a seventh batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, seventh batch',
  folder: SEVENTH,
  halfSize: 12,
  floors: SEVENTH_FLOORS,
});

/**
 * The eighth batch (tests/fixtures/resumes-human-8): RenderCV YAML, reStructuredText and AsciiDoc
 * sources, an Indeed export of a veteran's resume, Indonesian, Croatian (Roman-numeral months),
 * Nepali (Bikram Sambat dates), Ukrainian, Italian, Greek and Québec French CVs, Zety, Resume.io,
 * LiveCareer, Kickresume and Novoresume look-alikes, a freelancer's project table, a promotion
 * chain, a bilingual Cameroonian CV, a HeadHunter export, an Apple Pages layout, a three-page CV
 * with a running header and a McDowell-style CV. Measured whole once when it came (roles 62%, role
 * fields 46%, recall 57%), then halved per format (split.json, seed 20261212). A round tuned on the
 * first half took it from 66% / 52% / 54% to 81% / 66% / 68%; the second half, measured once at
 * the end, stayed at 58% / 41% / 59%. Those are the floors.
 */
const EIGHTH = path.join(import.meta.dirname, '../fixtures/resumes-human-8');
const EIGHTH_FLOORS = {
  tuning: { roleRecall: 0.95, roleFieldRecall: 0.82, fieldRecall: 0.81 },
  check: { roleRecall: 0.67, roleFieldRecall: 0.5, fieldRecall: 0.64 },
} as const;

describeHalvedBatch({
  title: 'an eighth batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, eighth batch',
  folder: EIGHTH,
  halfSize: 12,
  floors: EIGHTH_FLOORS,
});

/**
 * The ninth batch (tests/fixtures/resumes-human-9): resumes outside IT (nurses, teachers, a doctor,
 * a historian, trades, transport, hospitality, finance and a pilot) in Hungarian, Danish, Romanian,
 * Polish, Finnish and Czech as well as English: a moderncv source, a Markdown table of roles, a
 * seafarer's sea-service table, travel-nurse assignments, session years ("2017/18"), dates before
 * the employer and the title, a resettlement CV, Google Docs templates, a doctor's table of training
 * posts, headings inside tables, a Word multilevel list of roles, a USAJOBS layout, a skills
 * sidebar, a contact block only in the running header, a flight-hours table and a functional
 * resume. Measured whole once when it came (roles 73%, role fields 55%, recall 64%), then halved
 * per format (split.json, seed 20261214). A round tuned on the first half took it from 79% / 60% /
 * 68% to 96% / 79% / 81%; the second half, measured once at the end, stayed at 68% / 50% / 60%.
 * Those are the floors. The same round raised earlier batches' floors to their figures after it:
 * the eighth's two halves (its check half, already reported, was tuned on too) and the seventh,
 * fourth and third check halves.
 */
const NINTH = path.join(import.meta.dirname, '../fixtures/resumes-human-9');
const NINTH_FLOORS = {
  tuning: { roleRecall: 0.96, roleFieldRecall: 0.81, fieldRecall: 0.82 },
  check: { roleRecall: 0.75, roleFieldRecall: 0.58, fieldRecall: 0.65 },
} as const;

describeHalvedBatch({
  title: 'a ninth batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, ninth batch',
  folder: NINTH,
  halfSize: 12,
  floors: NINTH_FLOORS,
});

/**
 * The tenth batch (tests/fixtures/resumes-human-10): half IT careers (service desk, security,
 * networks, databases, cloud, IT management) and half from other fields, in 23 countries, five
 * written wholly in Spanish, Dutch, French, Slovenian or Swiss German: a CV pasted into a forwarded
 * e-mail, Word's plain-text export with durations, dates first in a left column, ISO day dates,
 * seasons, client assignments under one consultancy, the name only in a text box, three promoted
 * titles under one employer, Europass old and new, LinkedIn's "Save to PDF", Canva-, Novoresume- and
 * Kickresume-like two-column pages, a Google Docs export and a Lebenslauf. Measured whole once when
 * it came, before any change it could guide (roles 71%, role fields 56%, recall 65%), and halved
 * per format (split.json, seed 20261228): tuning half 67% / 47% / 57%, check half 75% / 65% / 72%.
 * A round tuned on the first half (Europass forms and their flush-right label column, a glyph
 * before a heading, date lines in lower case) took it to 86% / 66% / 74%; the second half, measured
 * once at the end, went to 76% / 66% / 73%. The same round raised the fourth batch's check half
 * (Europass labels in Word) to 92% / 82% / 83%, the ninth's to 68% / 53% / 62%, the second batch to
 * 97% / 78% / 88% and the seventh's tuning half's role fields to 73%. The eleventh batch's round
 * (locale month names, titles and employers in other languages) raised it to 90% / 69% / 76% and
 * 80% / 69% / 75%: the floors.
 */
const TENTH = path.join(import.meta.dirname, '../fixtures/resumes-human-10');
const TENTH_FLOORS = {
  tuning: { roleRecall: 0.9, roleFieldRecall: 0.69, fieldRecall: 0.78 },
  check: { roleRecall: 0.9, roleFieldRecall: 0.8, fieldRecall: 0.8 },
} as const;

describeHalvedBatch({
  title: 'a tenth batch of invented resumes, measured as it came',
  label: 'human-style resumes, tenth batch',
  folder: TENTH,
  halfSize: 12,
  floors: TENTH_FLOORS,
});

/**
 * The eleventh batch (tests/fixtures/resumes-human-11): 24 invented resumes, 14 IT and 10 from
 * other fields, one person in each of 24 countries, five written wholly in Norwegian, Turkish,
 * Catalan, Portuguese or Swedish: an application copied from a tracking system's review page, a
 * Hugo Markdown page with front matter, a hybrid resume, "From : … To :" blocks, an e-mailed CV, a
 * legal CV with a secondment, Word templates with text boxes, framed margin headings, dot-leader
 * tabs and company groups, a builder PDF turned back into Word, an academic CV, Enhancv- and
 * Resume.io-like pages, moderncv and an academic LaTeX look, Indeed and JobStreet exports, a page
 * printed from a browser. Measured whole once when it came (roles 76%, role fields 61%, recall 72%),
 * and halved per format (split.json, seed 20261230): tuning half 86% / 72% / 81%, check half 65% /
 * 50% / 62%. A round tuned on the first half (month names from the locale data, a legal form
 * marking the employer, title and employer words of other languages, a tracking system's form,
 * bracketed notes, source comments, a town after the employer) took it to 96% / 87% / 89%; the
 * second half, measured once at the end, went to 67% / 51% / 63%. Those are the floors.
 */
const ELEVENTH = path.join(import.meta.dirname, '../fixtures/resumes-human-11');
const ELEVENTH_FLOORS = {
  tuning: { roleRecall: 0.96, roleFieldRecall: 0.87, fieldRecall: 0.89 },
  check: { roleRecall: 0.74, roleFieldRecall: 0.56, fieldRecall: 0.65 },
} as const;

describeHalvedBatch({
  title: 'an eleventh batch of invented resumes, measured as it came',
  label: 'human-style resumes, eleventh batch',
  folder: ELEVENTH,
  halfSize: 12,
  floors: ELEVENTH_FLOORS,
});

/**
 * The twelfth batch (tests/fixtures/resumes-human-12): 24 invented resumes, 14 IT and 10 from other
 * fields, one person in each of 24 countries none named before, four written wholly in Afrikaans,
 * Russian, Bosnian or Albanian: a public-service application form, a UN-style personal history
 * form, a post-Soviet personnel form, a LinkedIn "Save to PDF" export, Bayt-, FlowCV- and Canva-like
 * pages, a builder page with a right sidebar, a Position | Company | Period table, a yacht crew's
 * vessel table, running headers, a CV typed into an e-mail, a spreadsheet paste, an academic CV
 * with a year column, dates written as quarters, apostrophe years, "heute", "2019/03 - now" and
 * harvest seasons. Halved per format before anything ran (split.json, seed 20261232): tuning half
 * 69% / 56% / 60%, check half 87% / 56% / 61%. A round tuned on the first half (application forms'
 * fields and parts, day-first whole dates, Afrikaans, a builder's label over a role's bullets, a
 * legal form ending a header, a block after a blank line, a bracket's comma, languages named in
 * other languages) took the tuning half to 97% / 82% / 81%; the check half, measured at the end, stayed at 87% / 56% / 61%. Those are
 * the floors. The same round raised earlier floors where it lifted them: the eighth batch's tuning
 * half, and the check halves of the seventh, the eighth and the tenth (80% / 69% / 75% → 90% / 79%
 * / 80%), on files never tuned on.
 */
const TWELFTH = path.join(import.meta.dirname, '../fixtures/resumes-human-12');
const TWELFTH_FLOORS = {
  tuning: { roleRecall: 0.96, roleFieldRecall: 0.81, fieldRecall: 0.81 },
  check: { roleRecall: 0.87, roleFieldRecall: 0.58, fieldRecall: 0.65 },
} as const;

describeHalvedBatch({
  title: 'a twelfth batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, twelfth batch',
  folder: TWELFTH,
  halfSize: 12,
  floors: TWELFTH_FLOORS,
});

/**
 * The thirteenth batch (tests/fixtures/resumes-human-13, SOURCES.md there): 24 resumes as recruiters
 * receive them in English-speaking countries, written by a writer who read only the earlier
 * batches' SOURCES.md (LaTeX look-alikes, Word and Google Docs templates, a federal resume, a
 * functional resume, an academic CV, a contractor placed by agencies, cover letters around the
 * resume). Halved per format before anything ran (split.json, seed 20261233). Before the round:
 * tuning half 82% / 76% / 77% (roles / role fields / recall), check half 100% / 84% / 87%. A round
 * tuned on the first half (an employer's unknown town after its comma, a LaTeX CV's dated entries
 * with dates right-aligned in a margin and a closing full stop, academic appointments and the unit
 * between title and university, labelled skills among the contact lines, slash-parted skills, an
 * agency named between title and client, a column of dates beside its entries in plain text) took
 * the tuning half to 100% / 98% / 95%; the check half, measured at the end, rose to 100% / 86% / 88%.
 */
const THIRTEENTH = path.join(import.meta.dirname, '../fixtures/resumes-human-13');
const THIRTEENTH_FLOORS = {
  tuning: { roleRecall: 1, roleFieldRecall: 0.98, fieldRecall: 0.95 },
  check: { roleRecall: 1, roleFieldRecall: 0.86, fieldRecall: 0.88 },
} as const;

describeHalvedBatch({
  title: 'a thirteenth batch of invented resumes, half of it tuned on',
  label: 'human-style resumes, thirteenth batch',
  folder: THIRTEENTH,
  halfSize: 12,
  floors: THIRTEENTH_FLOORS,
});
