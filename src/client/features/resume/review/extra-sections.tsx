import type { ParsedResume, ProjectEntry, VolunteerEntry } from '../../../../shared/resume/parsed-resume';
import { EntryCard } from './entry-card';
import { ListEditor } from './list-editor';
import { removeAt, replaceAt } from './review-draft';
import { ReviewSection } from './review-section';
import { TextField } from './text-field';

type ExtraSectionsProps = { resume: ParsedResume; onChange: (resume: ParsedResume) => void };

/** Clearance, projects, volunteer work and languages: shown when the resume has them. */
export function ExtraSections({ resume, onChange }: ExtraSectionsProps) {
  const { projects, volunteer, languages } = resume;
  return (
    <>
      {resume.clearance !== undefined ? (
        <ReviewSection title="Security clearance">
          <TextField
            id="review-clearance"
            label="Clearance"
            value={resume.clearance}
            onChange={(clearance) => onChange({ ...resume, clearance })}
          />
        </ReviewSection>
      ) : null}
      {projects?.length ? (
        <ReviewSection title={`Projects (${projects.length})`}>
          {projects.map((project, index) => (
            <ProjectCard
              // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id; position is their identity while editing
              key={index}
              index={index}
              project={project}
              onChange={(next) => onChange({ ...resume, projects: replaceAt(projects, index, next) })}
              onRemove={() => onChange({ ...resume, projects: removeAt(projects, index) })}
            />
          ))}
        </ReviewSection>
      ) : null}
      {volunteer?.length ? (
        <ReviewSection title={`Volunteer experience (${volunteer.length})`}>
          {volunteer.map((entry, index) => (
            <VolunteerCard
              // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id; position is their identity while editing
              key={index}
              index={index}
              entry={entry}
              onChange={(next) => onChange({ ...resume, volunteer: replaceAt(volunteer, index, next) })}
              onRemove={() => onChange({ ...resume, volunteer: removeAt(volunteer, index) })}
            />
          ))}
        </ReviewSection>
      ) : null}
      {languages?.length ? (
        <ReviewSection title={`Languages (${languages.length})`}>
          <div className="grid gap-2">
            {languages.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; position is their identity while editing
              <div key={index} className="grid grid-cols-2 gap-3">
                <TextField
                  id={`review-language-${index}`}
                  label={`Language ${index + 1}`}
                  value={entry.language}
                  onChange={(language) =>
                    onChange({ ...resume, languages: replaceAt(languages, index, { ...entry, language }) })
                  }
                />
                <TextField
                  id={`review-fluency-${index}`}
                  label="Fluency"
                  value={entry.fluency}
                  onChange={(fluency) =>
                    onChange({ ...resume, languages: replaceAt(languages, index, { ...entry, fluency }) })
                  }
                />
              </div>
            ))}
          </div>
        </ReviewSection>
      ) : null}
    </>
  );
}

type CardProps<T> = { index: number; onChange: (entry: T) => void; onRemove: () => void };

function ProjectCard({
  index,
  project,
  onChange,
  onRemove,
}: CardProps<ProjectEntry> & { project: ProjectEntry }) {
  const id = `review-project-${index}`;
  return (
    <EntryCard
      heading={`Project ${index + 1}: ${project.name || 'New project'}`}
      removeLabel={`Remove project ${index + 1}`}
      onRemove={onRemove}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={project.name}
          onChange={(name) => onChange({ ...project, name })}
        />
        <TextField
          id={`${id}-url`}
          label="URL"
          value={project.url ?? ''}
          onChange={(url) => onChange({ ...project, url })}
        />
        <TextField
          id={`${id}-description`}
          label="Description"
          value={project.description}
          onChange={(description) => onChange({ ...project, description })}
          className="sm:col-span-2"
        />
      </div>
      <p className="text-xs font-medium text-slate-600 dark:text-slate-300">
        Bullets ({project.bullets.length})
      </p>
      <ListEditor
        id={`${id}-bullet`}
        itemLabel="Bullet"
        items={project.bullets}
        multiline
        onChange={(bullets) => onChange({ ...project, bullets })}
      />
    </EntryCard>
  );
}

function VolunteerCard({
  index,
  entry,
  onChange,
  onRemove,
}: CardProps<VolunteerEntry> & { entry: VolunteerEntry }) {
  const id = `review-volunteer-${index}`;
  const set = (key: 'organization' | 'position' | 'startDate' | 'endDate') => (value: string) =>
    onChange({ ...entry, [key]: value });
  return (
    <EntryCard
      heading={`Volunteer ${index + 1}: ${entry.position || entry.organization || 'New entry'}`}
      removeLabel={`Remove volunteer entry ${index + 1}`}
      onRemove={onRemove}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id={`${id}-position`} label="Position" value={entry.position} onChange={set('position')} />
        <TextField
          id={`${id}-organization`}
          label="Organization"
          value={entry.organization}
          onChange={set('organization')}
        />
        <TextField
          id={`${id}-start`}
          label="Start date"
          value={entry.startDate}
          onChange={set('startDate')}
        />
        <TextField id={`${id}-end`} label="End date" value={entry.endDate} onChange={set('endDate')} />
      </div>
      <p className="text-xs font-medium text-slate-600 dark:text-slate-300">
        Bullets ({entry.bullets.length})
      </p>
      <ListEditor
        id={`${id}-bullet`}
        itemLabel="Bullet"
        items={entry.bullets}
        multiline
        onChange={(bullets) => onChange({ ...entry, bullets })}
      />
    </EntryCard>
  );
}
