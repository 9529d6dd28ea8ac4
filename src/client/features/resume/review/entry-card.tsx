import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

type EntryCardProps = { heading: string; removeLabel: string; onRemove: () => void; children: ReactNode };

/** One role, school or project as a card, named by what it holds, with a way to remove it. */
export function EntryCard({ heading, removeLabel, onRemove, children }: EntryCardProps) {
  return (
    <fieldset className="relative grid gap-3 rounded-lg border border-slate-200 p-4 pt-6 dark:border-slate-700">
      <legend className="max-w-[calc(100%-7rem)] truncate px-1 text-sm font-semibold text-slate-900 dark:text-white">
        {heading}
      </legend>
      <Button
        type="button"
        variant="ghost"
        onClick={onRemove}
        aria-label={removeLabel}
        className="absolute -top-1 right-2 h-8"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" /> Remove
      </Button>
      {children}
    </fieldset>
  );
}
