import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CONTROL_CLASS } from '../../jobs/form-controls';
import { removeAt, replaceAt } from './review-draft';

type ListEditorProps = {
  id: string;
  /** What one item is called: "Bullet", "Skill", "Certification". */
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** Bullets are sentences and get a text area; skills and names a one-line input. */
  multiline?: boolean;
  /** Something to do at one item, shown beside it ("Split role here"). */
  itemAction?: (index: number) => ReactNode;
};

/** A list of short texts, each editable and removable, with a button to add one. */
export function ListEditor({
  id,
  itemLabel,
  items,
  onChange,
  multiline = false,
  itemAction,
}: ListEditorProps) {
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2">
        {items.map((item, index) => {
          const itemId = `${id}-${index}`;
          const label = `${itemLabel} ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are plain texts that may repeat; position is their identity while editing
            <li key={index} className="flex items-start gap-2">
              <label htmlFor={itemId} className="sr-only">
                {label}
              </label>
              {multiline ? (
                <textarea
                  id={itemId}
                  rows={2}
                  className={CONTROL_CLASS}
                  value={item}
                  onChange={(event) => onChange(replaceAt(items, index, event.target.value))}
                />
              ) : (
                <input
                  id={itemId}
                  className={CONTROL_CLASS}
                  value={item}
                  onChange={(event) => onChange(replaceAt(items, index, event.target.value))}
                />
              )}
              {itemAction?.(index)}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => onChange(removeAt(items, index))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button type="button" variant="outline" onClick={() => onChange([...items, ''])}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add {itemLabel.toLowerCase()}
        </Button>
      </div>
    </div>
  );
}
