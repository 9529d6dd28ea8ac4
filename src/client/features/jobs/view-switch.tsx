import { ChartNoAxesColumn, KanbanSquare, List } from 'lucide-react';

export type JobView = 'list' | 'board' | 'funnel';

const VIEWS = [
  { value: 'list', label: 'List', icon: List },
  { value: 'board', label: 'Board', icon: KanbanSquare },
  { value: 'funnel', label: 'Funnel', icon: ChartNoAxesColumn },
] as const;

/** List (the default the specification describes), the pipeline board, or the funnel's charts. */
export function ViewSwitch({ view, onChange }: { view: JobView; onChange: (view: JobView) => void }) {
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
      <legend className="sr-only">Show applications as</legend>
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${
            view === value
              ? 'bg-brand-600 text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          <Icon aria-hidden="true" className="h-4 w-4" /> {label}
        </button>
      ))}
    </fieldset>
  );
}
