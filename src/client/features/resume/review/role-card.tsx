import { ArrowLeftRight, Scissors } from 'lucide-react';
import type { RoleConfidence } from '../../../../shared/resume/parse-report';
import type { ExperienceEntry } from '../../../../shared/resume/parsed-resume';
import { Button } from '../../../components/ui/button';
import { EntryCard } from './entry-card';
import { ListEditor } from './list-editor';
import { swapTitleAndCompany } from './review-draft';
import { TextField } from './text-field';

type RoleCardProps = {
  index: number;
  role: ExperienceEntry;
  /** How sure the reader was of this role's fields; absent once the owner has edited it. */
  confidence?: RoleConfidence | undefined;
  onChange: (role: ExperienceEntry) => void;
  onRemove: () => void;
  /** Makes the bullets from this one on a role of their own. */
  onSplit: (bulletIndex: number) => void;
};

/** Below this the reader was guessing: the field is marked to be checked. */
const UNSURE = 0.6;

/**
 * A role as the parser read it: title, employer, place, dates and each bullet, all editable; the
 * fields the reader was unsure of marked, title and employer swapped in one click, and the role
 * split at any bullet where another role starts.
 */
export function RoleCard({ index, role, confidence, onChange, onRemove, onSplit }: RoleCardProps) {
  const id = `review-role-${index}`;
  const set = (key: Exclude<keyof ExperienceEntry, 'bullets'>) => (value: string) =>
    onChange({ ...role, [key]: value });
  const name = [role.title, role.company].filter((part) => part.trim()).join(' at ') || 'New role';
  const doubt = (sureness: number | undefined, why: string) =>
    sureness !== undefined && sureness < UNSURE ? why : undefined;
  return (
    <EntryCard
      heading={`Role ${index + 1}: ${name}`}
      removeLabel={`Remove role ${index + 1}`}
      onRemove={onRemove}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-title`}
          label="Title"
          value={role.title}
          onChange={set('title')}
          doubt={doubt(confidence?.title, 'The reader was not sure this is the title.')}
        />
        <TextField
          id={`${id}-company`}
          label="Company"
          value={role.company}
          onChange={set('company')}
          doubt={doubt(confidence?.company, 'The reader was not sure this is the employer.')}
        />
        <TextField id={`${id}-location`} label="Location" value={role.location} onChange={set('location')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={`${id}-start`}
            label="Start date"
            value={role.startDate}
            onChange={set('startDate')}
            placeholder="May 2020"
            doubt={doubt(confidence?.dates, 'The dates could not all be read.')}
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
      <div>
        <Button type="button" variant="outline" onClick={() => onChange(swapTitleAndCompany(role))}>
          <ArrowLeftRight aria-hidden="true" className="h-4 w-4" /> Swap title and company
        </Button>
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-medium text-slate-600 dark:text-slate-300">
          Bullets ({role.bullets.length})
          {doubt(confidence?.bullets, 'many') ? (
            <span className="ml-1 font-semibold text-amber-700 dark:text-amber-300">
              · may hold several roles: split it where the next one starts
            </span>
          ) : null}
        </p>
        <ListEditor
          id={`${id}-bullet`}
          itemLabel="Bullet"
          items={role.bullets}
          multiline
          onChange={(bullets) => onChange({ ...role, bullets })}
          itemAction={(bulletIndex) =>
            bulletIndex > 0 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                title="Split this role here"
                aria-label={`Split role ${index + 1} here, at bullet ${bulletIndex + 1}`}
                onClick={() => onSplit(bulletIndex)}
              >
                <Scissors aria-hidden="true" className="h-4 w-4" />
              </Button>
            ) : null
          }
        />
      </div>
    </EntryCard>
  );
}
