import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { DocumentSection } from './document-section';

const joinParts = (parts: Array<string | undefined>, separator = ' · ') =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

/** Clearance, projects, volunteer work, languages, awards, publications and interests, when the resume has them. */
export function DocumentExtraSections({
  resume,
  placement,
}: {
  resume: ParsedResume;
  placement: 'early' | 'late';
}) {
  const section = (title: string, body: React.ReactNode) => (
    <DocumentSection title={title} changes={[]} showChanges={false}>
      {body}
    </DocumentSection>
  );
  if (placement === 'early') {
    return (
      <>
        {resume.clearance ? section('Security Clearance', <p>{resume.clearance}</p>) : null}
        {resume.projects?.length
          ? section(
              'Projects',
              resume.projects.map((project) => (
                <article key={project.name} className="mb-2">
                  <p className="font-semibold text-slate-900 dark:text-white">{project.name}</p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {joinParts([project.url, joinParts([project.startDate, project.endDate], ' - ')])}
                  </p>
                  {project.description ? <p>{project.description}</p> : null}
                  <ul className="list-disc pl-5">
                    {project.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                </article>
              )),
            )
          : null}
        {resume.volunteer?.length
          ? section(
              'Volunteer Experience',
              resume.volunteer.map((entry) => (
                <article key={`${entry.position}|${entry.organization}`} className="mb-2">
                  <p className="font-semibold text-slate-900 dark:text-white">{entry.position}</p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {joinParts([
                      entry.organization,
                      entry.location,
                      joinParts([entry.startDate, entry.endDate], ' - '),
                    ])}
                  </p>
                  <ul className="list-disc pl-5">
                    {entry.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                </article>
              )),
            )
          : null}
      </>
    );
  }
  return (
    <>
      {resume.languages?.length
        ? section(
            'Languages',
            <p>
              {resume.languages
                .map((entry) => joinParts([entry.language, entry.fluency && `(${entry.fluency})`], ' '))
                .join(', ')}
            </p>,
          )
        : null}
      {resume.awards?.length
        ? section(
            'Awards',
            resume.awards.map((award) => (
              <p key={award.title}>
                <span className="font-semibold text-slate-900 dark:text-white">{award.title}</span>
                {joinParts([award.awarder, award.date]) ? ` · ${joinParts([award.awarder, award.date])}` : ''}
                {award.summary ? `: ${award.summary}` : ''}
              </p>
            )),
          )
        : null}
      {resume.publications?.length
        ? section(
            'Publications',
            resume.publications.map((publication) => (
              <p key={publication.name}>
                <span className="font-semibold text-slate-900 dark:text-white">{publication.name}</span>
                {joinParts([publication.publisher, publication.releaseDate])
                  ? ` · ${joinParts([publication.publisher, publication.releaseDate])}`
                  : ''}
              </p>
            )),
          )
        : null}
      {resume.interests?.length
        ? section(
            'Interests',
            <p>
              {resume.interests
                .map((interest) =>
                  interest.keywords.length
                    ? `${interest.name} (${interest.keywords.join(', ')})`
                    : interest.name,
                )
                .join(', ')}
            </p>,
          )
        : null}
    </>
  );
}
