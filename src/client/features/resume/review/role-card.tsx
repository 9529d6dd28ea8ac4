import type { ExperienceEntry } from '../../../../shared/resume/parsed-resume';
import { EntryCard } from './entry-card';
import { ListEditor } from './list-editor';
import { TextField } from './text-field';

type RoleCardProps = {
  index: number;
  role: ExperienceEntry;
  onChange: (role: ExperienceEntry) => void;
  onRemove: () => void;
};

/** A role as the parser read it: title, employer, place, dates and each bullet, all editable. */
export function RoleCard({ index, role, onChange, onRemove }: RoleCardProps) {
  const id = `review-role-${index}`;
  const set = (key: Exclude<keyof ExperienceEntry, 'bullets'>) => (value: string) =>
    onChange({ ...role, [key]: value });
  const name = [role.title, role.company].filter((part) => part.trim()).join(' at ') || 'New role';
  return (
    <EntryCard
      heading={`Role ${index + 1}: ${name}`}
      removeLabel={`Remove role ${index + 1}`}
      onRemove={onRemove}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id={`${id}-title`} label="Title" value={role.title} onChange={set('title')} />
        <TextField id={`${id}-company`} label="Company" value={role.company} onChange={set('company')} />
        <TextField id={`${id}-location`} label="Location" value={role.location} onChange={set('location')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={`${id}-start`}
            label="Start date"
            value={role.startDate}
            onChange={set('startDate')}
            placeholder="May 2020"
          />
          <TextField
            id={`${id}-end`}
            label="End date"
            value={role.endDate}
            onChange={set('endDate')}
            placeholder="Present"
          />
        </div>
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-medium text-slate-600 dark:text-slate-300">
          Bullets ({role.bullets.length})
        </p>
        <ListEditor
          id={`${id}-bullet`}
          itemLabel="Bullet"
          items={role.bullets}
          multiline
          onChange={(bullets) => onChange({ ...role, bullets })}
        />
      </div>
    </EntryCard>
  );
}
