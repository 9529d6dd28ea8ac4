import type { EducationEntry } from '../../../../shared/resume/parsed-resume';
import { EntryCard } from './entry-card';
import { TextField } from './text-field';

type EducationCardProps = {
  index: number;
  entry: EducationEntry;
  onChange: (entry: EducationEntry) => void;
  onRemove: () => void;
};

export function EducationCard({ index, entry, onChange, onRemove }: EducationCardProps) {
  const id = `review-school-${index}`;
  const set = (key: keyof EducationEntry) => (value: string) => onChange({ ...entry, [key]: value });
  const name = [entry.degree, entry.school].filter((part) => part.trim()).join(', ') || 'New entry';
  return (
    <EntryCard
      heading={`Education ${index + 1}: ${name}`}
      removeLabel={`Remove education ${index + 1}`}
      onRemove={onRemove}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id={`${id}-degree`} label="Degree" value={entry.degree} onChange={set('degree')} />
        <TextField id={`${id}-school`} label="School" value={entry.school} onChange={set('school')} />
        <TextField id={`${id}-location`} label="Location" value={entry.location} onChange={set('location')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={`${id}-date`}
            label="Graduation date"
            value={entry.graduationDate}
            onChange={set('graduationDate')}
          />
          <TextField id={`${id}-gpa`} label="GPA" value={entry.gpa ?? ''} onChange={set('gpa')} />
        </div>
      </div>
    </EntryCard>
  );
}
