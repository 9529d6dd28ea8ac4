import { CalendarPlus, FileText, type LucideIcon, Plus } from 'lucide-react';

type ShortcutCardsProps = {
  hasApplications: boolean;
  onAdd: () => void;
  onScheduleInterview: () => void;
  onUpdateResume: () => void;
};

type Shortcut = {
  title: string;
  text: string;
  icon: LucideIcon;
  onClick: () => void;
  needsApplication: boolean;
};

/** The three shortcut cards of spec §2. */
export function ShortcutCards({
  hasApplications,
  onAdd,
  onScheduleInterview,
  onUpdateResume,
}: ShortcutCardsProps) {
  const shortcuts: Shortcut[] = [
    {
      title: 'Add New Application',
      text: 'Track another opportunity.',
      icon: Plus,
      onClick: onAdd,
      needsApplication: false,
    },
    {
      title: 'Schedule Interview',
      text: 'Put an interview on the timeline and in your calendar.',
      icon: CalendarPlus,
      onClick: onScheduleInterview,
      needsApplication: true,
    },
    {
      title: 'Update Resume',
      text: 'Tailor your resume to an application.',
      icon: FileText,
      onClick: onUpdateResume,
      needsApplication: true,
    },
  ];
  return (
    <section aria-label="Shortcuts" className="grid gap-4 md:grid-cols-3">
      {shortcuts.map((shortcut) => {
        const isDisabled = shortcut.needsApplication && !hasApplications;
        return (
          <button
            key={shortcut.title}
            type="button"
            onClick={shortcut.onClick}
            disabled={isDisabled}
            className="group rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:translate-y-0 dark:border-slate-800 dark:bg-slate-900"
          >
            <shortcut.icon aria-hidden="true" className="h-7 w-7 text-brand-600 dark:text-accent-400" />
            <span className="mt-3 block font-semibold text-slate-900 group-hover:underline dark:text-white">
              {shortcut.title}
            </span>
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
              {isDisabled ? 'Add an application first.' : shortcut.text}
            </span>
          </button>
        );
      })}
    </section>
  );
}
