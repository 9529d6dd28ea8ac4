import type { AwardEntry, ParsedResume, PublicationEntry } from '../../../../shared/resume/parsed-resume';
import { EntryCard } from './entry-card';
import { removeAt, replaceAt } from './review-draft';
import { ReviewSection } from './review-section';
import { TextField } from './text-field';

type SectionsProps = { resume: ParsedResume; onChange: (resume: ParsedResume) => void };

/** Publications, awards and interests: shown when the resume has them, each field editable. */
export function RecognitionSections({ resume, onChange }: SectionsProps) {
  const { publications, awards, interests } = resume;
  return (
    <>
      {publications?.length ? (
        <ReviewSection title={`Publications (${publications.length})`}>
          {publications.map((entry, index) => {
            const set = (key: keyof PublicationEntry) => (value: string) =>
              onChange({
                ...resume,
                publications: replaceAt(publications, index, { ...entry, [key]: value }),
              });
            const id = `review-publication-${index}`;
            return (
              <EntryCard
                // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id; position is their identity while editing
                key={index}
                heading={`Publication ${index + 1}: ${entry.name || 'New publication'}`}
                removeLabel={`Remove publication ${index + 1}`}
                onRemove={() => onChange({ ...resume, publications: removeAt(publications, index) })}
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField id={`${id}-name`} label="Title" value={entry.name} onChange={set('name')} />
                  <TextField
                    id={`${id}-publisher`}
                    label="Published in"
                    value={entry.publisher}
                    onChange={set('publisher')}
                  />
                  <TextField
                    id={`${id}-date`}
                    label="Date"
                    value={entry.releaseDate}
                    onChange={set('releaseDate')}
                  />
                  <TextField id={`${id}-url`} label="URL" value={entry.url ?? ''} onChange={set('url')} />
                </div>
              </EntryCard>
            );
          })}
        </ReviewSection>
      ) : null}
      {awards?.length ? (
        <ReviewSection title={`Awards (${awards.length})`}>
          {awards.map((entry, index) => {
            const set = (key: keyof AwardEntry) => (value: string) =>
              onChange({ ...resume, awards: replaceAt(awards, index, { ...entry, [key]: value }) });
            const id = `review-award-${index}`;
            return (
              <EntryCard
                // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id; position is their identity while editing
                key={index}
                heading={`Award ${index + 1}: ${entry.title || 'New award'}`}
                removeLabel={`Remove award ${index + 1}`}
                onRemove={() => onChange({ ...resume, awards: removeAt(awards, index) })}
              >
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField id={`${id}-title`} label="Award" value={entry.title} onChange={set('title')} />
                  <TextField
                    id={`${id}-awarder`}
                    label="Given by"
                    value={entry.awarder}
                    onChange={set('awarder')}
                  />
                  <TextField id={`${id}-date`} label="Date" value={entry.date} onChange={set('date')} />
                </div>
              </EntryCard>
            );
          })}
        </ReviewSection>
      ) : null}
      {interests?.length ? (
        <ReviewSection title={`Interests (${interests.length})`}>
          <div className="grid gap-2">
            {interests.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; position is their identity while editing
              <div key={index} className="grid grid-cols-2 gap-3">
                <TextField
                  id={`review-interest-${index}`}
                  label={`Interest ${index + 1}`}
                  value={entry.name}
                  onChange={(name) =>
                    onChange({ ...resume, interests: replaceAt(interests, index, { ...entry, name }) })
                  }
                />
                <TextField
                  id={`review-interest-keywords-${index}`}
                  label="Keywords (comma-separated)"
                  value={entry.keywords.join(', ')}
                  onChange={(text) =>
                    onChange({
                      ...resume,
                      interests: replaceAt(interests, index, { ...entry, keywords: text.split(/,\s*/) }),
                    })
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
