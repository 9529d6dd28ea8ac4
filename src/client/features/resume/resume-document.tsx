import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange, ResumeSection } from '../../../shared/resume/resume-changes';
import { KeywordHighlight } from '../../components/ui/keyword-highlight';
import { ChangedText } from './changed-text';
import { DocumentExtraSections } from './document-extra-sections';
import { DocumentSection } from './document-section';
import { ExperienceList, findOrigin } from './experience-section';

type ResumeDocumentProps = {
  resume: ParsedResume;
  changes?: ResumeChange[];
  showChanges?: boolean;
  ownerBullets?: Set<string>;
};

/** The parsed content as the Word file lays it out (spec §2 Resume Preview). */
export function ResumeDocument({
  resume,
  changes = [],
  showChanges = false,
  ownerBullets,
}: ResumeDocumentProps) {
  const of = (section: ResumeSection) => changes.filter((change) => change.section === section);
  const added = new Set(
    changes.filter((change) => change.kind === 'added' && change.after).map((change) => change.after),
  );
  const summaryOrigin = of('summary').find((change) => change.before !== undefined)?.before;
  const mark = (text: string) => (showChanges && added.has(text) ? <ChangedText after={text} /> : text);
  return (
    <div
      role="document"
      aria-label={`Resume of ${resume.name}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls inside its dialog, and keyboard users must reach it (axe scrollable-region-focusable)
      tabIndex={0}
      className="rounded-lg border border-slate-200 bg-white p-6 font-[Calibri,Arial,sans-serif] dark:border-slate-700 dark:bg-slate-950"
    >
      <header className="text-center">
        <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{resume.name}</h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {[resume.email, resume.phone, resume.location, resume.linkedin].filter(Boolean).join(' | ')}
        </p>
      </header>
      {resume.summary ? (
        <DocumentSection title="Professional Summary" changes={of('summary')} showChanges={showChanges}>
          <p>
            {showChanges && summaryOrigin !== undefined ? (
              <ChangedText before={summaryOrigin} after={resume.summary} />
            ) : (
              resume.summary
            )}
          </p>
        </DocumentSection>
      ) : null}
      {resume.experience.length ? (
        <DocumentSection title="Professional Experience" changes={of('experience')} showChanges={showChanges}>
          <ExperienceList
            roles={resume.experience}
            changes={changes}
            showChanges={showChanges}
            {...(ownerBullets ? { ownerBullets } : {})}
          />
        </DocumentSection>
      ) : null}
      <DocumentExtraSections resume={resume} placement="early" />
      {resume.education.length ? (
        <DocumentSection title="Education" changes={of('education')} showChanges={showChanges}>
          {resume.education.map((entry) => (
            <div key={`${entry.degree}|${entry.school}`} className="mb-2">
              {/* The school always shows: as the title when there is no degree, else under it. */}
              <p className="font-semibold text-slate-900 dark:text-white">{entry.degree || entry.school}</p>
              <p>
                {[entry.degree ? entry.school : '', entry.location, entry.graduationDate]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {entry.gpa ? <p>GPA: {entry.gpa}</p> : null}
            </div>
          ))}
        </DocumentSection>
      ) : null}
      {resume.skills.length ? (
        <DocumentSection title="Technical Skills" changes={of('skills')} showChanges={showChanges}>
          <ul className="flex flex-wrap gap-1.5" aria-label="Technical skills">
            {resume.skills.map((skill) => (
              <li
                key={skill}
                className={`rounded-full border px-2.5 py-0.5 text-xs ${showChanges && added.has(skill) ? 'border-amber-400 bg-amber-50 dark:bg-amber-950' : 'border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-900'}`}
              >
                {showChanges ? <KeywordHighlight text={skill} /> : skill}
              </li>
            ))}
          </ul>
        </DocumentSection>
      ) : null}
      {resume.certifications.length ? (
        <DocumentSection title="Certifications" changes={of('certifications')} showChanges={showChanges}>
          <ul className="list-disc pl-5">
            {resume.certifications.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </DocumentSection>
      ) : null}
      <DocumentExtraSections resume={resume} placement="late" />
      {resume.achievements.length ? (
        <DocumentSection title="Key Achievements" changes={of('achievements')} showChanges={showChanges}>
          <ul className="list-disc pl-5">
            {resume.achievements.map((item) => {
              const origin = showChanges ? findOrigin(item, changes) : undefined;
              return <li key={item}>{origin ? <ChangedText before={origin} after={item} /> : mark(item)}</li>;
            })}
          </ul>
        </DocumentSection>
      ) : null}
    </div>
  );
}
