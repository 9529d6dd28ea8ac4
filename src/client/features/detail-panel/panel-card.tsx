import { type MouseEvent, type ReactNode, useRef } from 'react';
import { Tooltip } from '../../components/ui/tooltip';
import { useReveal } from '../../lib/use-reveal';
import { PANEL_TRIGGER_ATTRIBUTE } from './detail-panel';

export const PANEL_HINT = 'Click for detailed information';

type PanelCardProps = {
  isOpen: boolean;
  onOpen: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
  children: ReactNode;
};

/**
 * A card that opens a detail panel: the whole card is clickable, the title button gives
 * keyboard users the same action, and links inside stop the click (spec §2).
 */
export function PanelCard({ isOpen, onOpen, className = '', children }: PanelCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isRevealed = useReveal(ref);
  return (
    <Tooltip content={PANEL_HINT}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the card's title button is the keyboard path to the same action */}
      <div
        ref={ref}
        {...{ [PANEL_TRIGGER_ATTRIBUTE]: '' }}
        onClick={onOpen}
        className={`reveal ${isRevealed ? 'animate' : ''} cursor-pointer rounded-xl border bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:bg-slate-900 ${
          isOpen
            ? 'border-brand-500 ring-2 ring-brand-500/40 dark:border-accent-400'
            : 'border-slate-200 dark:border-slate-800'
        } ${className}`}
      >
        {children}
      </div>
    </Tooltip>
  );
}

/** The card's title as a button: opening with Enter or Space works like a click. */
export function PanelCardTitle({ children, isOpen }: { children: ReactNode; isOpen: boolean }) {
  return (
    <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
      <button type="button" aria-expanded={isOpen} className="text-left hover:underline">
        {children}
      </button>
    </h3>
  );
}

export function stopPanel(event: MouseEvent) {
  event.stopPropagation();
}
