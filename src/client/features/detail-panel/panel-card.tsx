import type { ReactNode } from 'react';
import { PANEL_TRIGGER_ATTRIBUTE, type PanelSection } from './panel-trigger';

type PanelCardProps = {
  section: PanelSection;
  index: number;
  className?: string;
  children: ReactNode;
};

/**
 * A card that opens a detail panel, prerendered as static markup: the whole card is clickable,
 * the title button gives keyboard users the same action, and links inside lead away without
 * opening it. The page's islands wake the panel on the first click and show the hover hint
 * ("Click for detailed information"); the open card is marked with `data-open`.
 */
export function PanelCard({ section, index, className = '', children }: PanelCardProps) {
  return (
    <div
      {...{ [PANEL_TRIGGER_ATTRIBUTE]: '' }}
      data-panel-section={section}
      data-panel-index={index}
      data-track="panel"
      className={`reveal relative cursor-pointer rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md data-[open]:border-brand-500 data-[open]:ring-2 data-[open]:ring-brand-500/40 dark:border-slate-800 dark:bg-slate-900 dark:data-[open]:border-accent-400 ${className}`}
    >
      {children}
    </div>
  );
}

/** The card's title as a button: Enter or Space opens the panel like a click. */
export function PanelCardTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
      <button type="button" aria-expanded="false" className="text-left hover:underline">
        {children}
      </button>
    </h3>
  );
}
