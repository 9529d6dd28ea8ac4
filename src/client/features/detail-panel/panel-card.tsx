import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { useReveal } from '../../lib/use-reveal';
import { PANEL_TRIGGER_ATTRIBUTE } from './detail-panel';
import { useHoverHint } from './use-hover-hint';

export const PANEL_HINT = 'Click for detailed information';

type PanelCardProps = {
  isOpen: boolean;
  onOpen: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
  children: ReactNode;
};

/**
 * A card that opens a detail panel: the whole card is clickable, the title button gives
 * keyboard users the same action, and links inside stop the click. Hovering it (or focusing its
 * button) shows the hint "Click for detailed information".
 */
export function PanelCard({ isOpen, onOpen, className = '', children }: PanelCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isRevealed = useReveal(ref);
  const hint = useHoverHint();
  const hintId = useId();
  // A focus that follows a press is the click's, not the keyboard's: it must not open the hint.
  const isPressing = useRef(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the card's title button is the keyboard path to the same action
    <div
      ref={ref}
      {...{ [PANEL_TRIGGER_ATTRIBUTE]: '' }}
      data-track="panel"
      onClick={onOpen}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hint.show(event.currentTarget);
      }}
      onPointerLeave={hint.hide}
      onPointerDown={() => {
        isPressing.current = true;
        hint.hide();
      }}
      onPointerUp={() => {
        isPressing.current = false;
      }}
      onFocus={(event) => {
        if (!isPressing.current) hint.show(event.currentTarget, { isImmediate: true });
      }}
      onBlur={hint.hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hint.hide();
      }}
      aria-describedby={hint.placement ? hintId : undefined}
      className={`reveal ${isRevealed ? 'animate' : ''} relative cursor-pointer rounded-xl border bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:bg-slate-900 ${
        isOpen
          ? 'border-brand-500 ring-2 ring-brand-500/40 dark:border-accent-400'
          : 'border-slate-200 dark:border-slate-800'
      } ${className}`}
    >
      {children}
      {hint.placement ? (
        <span
          role="tooltip"
          id={hintId}
          className={`pointer-events-none absolute left-1/2 z-20 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-1.5 text-xs whitespace-nowrap text-white shadow-md dark:bg-slate-100 dark:text-slate-900 ${
            hint.placement === 'above' ? 'bottom-full mb-2' : 'top-full mt-2'
          }`}
        >
          {PANEL_HINT}
        </span>
      ) : null}
    </div>
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
