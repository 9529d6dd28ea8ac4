import { Plus } from 'lucide-react';
import type { RoleConfidence } from '../../../../shared/resume/parse-report';
import type { ExperienceEntry, ParsedResume } from '../../../../shared/resume/parsed-resume';
import { Button } from '../../../components/ui/button';
import { ContactFields } from './contact-fields';
import { EducationCard } from './education-card';
import { ExtraSections } from './extra-sections';
import { ListEditor } from './list-editor';
import { RecognitionSections } from './recognition-sections';
import { emptyRole, emptySchool, removeAt, replaceAt, splitRole } from './review-draft';
import { ReviewSection } from './review-section';
import { RoleCard } from './role-card';

type ResumeReviewFormProps = {
  resume: ParsedResume;
  onChange: (resume: ParsedResume) => void;
  /** How sure the reader was of each role as it read it, by the role it read; an edited role has none. */
  confidence?: ReadonlyMap<ExperienceEntry, RoleConfidence>;
};

/** Everything the parser read, as fields to check and correct: no JSON to edit by hand. */
export function ResumeReviewForm({ resume, onChange, confidence }: ResumeReviewFormProps) {
  const { experience, education } = resume;
  const addButton = (label: string, add: () => void) => (
    <Button type="button" variant="outline" onClick={add}>
      <Plus aria-hidden="true" className="h-4 w-4" /> {label}
    </Button>
  );
  return (
    <div className="grid gap-6">
      <ReviewSection title="Contact">
        <ContactFields resume={resume} onChange={onChange} />
      </ReviewSection>
      <ReviewSection
        title={`Experience (${experience.length} ${experience.length === 1 ? 'role' : 'roles'})`}
        action={addButton('Add role', () =>
          onChange({ ...resume, experience: [...experience, emptyRole()] }),
        )}
      >
        {experience.length === 0 ? (
          <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
            No roles were read. Add each role before tailoring: a resume without roles cannot be tailored.
          </p>
        ) : null}
        {experience.map((role, index) => (
          <RoleCard
            // biome-ignore lint/suspicious/noArrayIndexKey: roles have no id; position is their identity while editing
            key={index}
            index={index}
            role={role}
            confidence={confidence?.get(role)}
            onChange={(next) => onChange({ ...resume, experience: replaceAt(experience, index, next) })}
            onRemove={() => onChange({ ...resume, experience: removeAt(experience, index) })}
            onSplit={(bulletIndex) =>
              onChange({ ...resume, experience: splitRole(experience, index, bulletIndex) })
            }
          />
        ))}
      </ReviewSection>
      <ReviewSection
        title={`Education (${education.length})`}
        action={addButton('Add education', () =>
          onChange({ ...resume, education: [...education, emptySchool()] }),
        )}
      >
        {education.map((entry, index) => (
          <EducationCard
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; position is their identity while editing
            key={index}
            index={index}
            entry={entry}
            onChange={(next) => onChange({ ...resume, education: replaceAt(education, index, next) })}
            onRemove={() => onChange({ ...resume, education: removeAt(education, index) })}
          />
        ))}
      </ReviewSection>
      <ReviewSection title={`Skills (${resume.skills.length})`}>
        <ListEditor
          id="review-skill"
          itemLabel="Skill"
          items={resume.skills}
          onChange={(skills) => onChange({ ...resume, skills })}
        />
      </ReviewSection>
      <ReviewSection title={`Certifications (${resume.certifications.length})`}>
        <ListEditor
          id="review-certification"
          itemLabel="Certification"
          items={resume.certifications}
          onChange={(certifications) => onChange({ ...resume, certifications })}
        />
      </ReviewSection>
      <ReviewSection title={`Key achievements (${resume.achievements.length})`}>
        <ListEditor
          id="review-achievement"
          itemLabel="Achievement"
          items={resume.achievements}
          multiline
          onChange={(achievements) => onChange({ ...resume, achievements })}
        />
      </ReviewSection>
      <ExtraSections resume={resume} onChange={onChange} />
      <RecognitionSections resume={resume} onChange={onChange} />
    </div>
  );
}
