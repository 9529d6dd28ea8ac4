import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { PANEL_TRIGGER_ATTRIBUTE, type PanelRequest } from './panel-trigger';
import { placePanel } from './placement';

// Keys that move focus keep the panel open, so keyboard users can reach its links and close button.
const NAVIGATION_KEYS = new Set(['Tab', 'Enter', ' ']);

type DetailPanelProps = {
  selection: Pick<PanelRequest, 'x' | 'y' | 'trigger'>;
  reservedHeight: number;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A floating panel near the click (spec §2, §4, §9). It closes on an outside click, scroll,
 * wheel, touch start, a key press or its close button; clicks inside keep it open.
 */
export function DetailPanel({ selection, reservedHeight, title, onClose, children }: DetailPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const placement = placePanel({
    clickX: selection.x,
    clickY: selection.y,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    reservedHeight,
  });

  useEffect(() => {
    const trigger = selection.trigger;
    panelRef.current?.focus({ preventScroll: true });
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && !!panelRef.current?.contains(target);
    const isTrigger = (target: EventTarget | null) =>
      target instanceof Element && target.closest(`[${PANEL_TRIGGER_ATTRIBUTE}]`) !== null;

    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target) && !isTrigger(event.target)) onClose();
    };
    const onOutsideGesture = (event: Event) => {
      if (!isInside(event.target)) onClose();
    };
    // Shift alone is a key press too (spec: any key closes), but Shift+Tab moves focus inside:
    // Shift closes when it is released without another key pressed while it was held.
    let isShiftAlone = false;
    const onKeyDown = (event: KeyboardEvent) => {
      isShiftAlone = event.key === 'Shift';
      if (isShiftAlone) return;
      if (event.key === 'Escape' || !(isInside(event.target) && NAVIGATION_KEYS.has(event.key))) onClose();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Shift' && isShiftAlone) onClose();
    };
    const onScroll = () => onClose();

    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('wheel', onOutsideGesture, { capture: true, passive: true });
    window.addEventListener('touchstart', onOutsideGesture, { capture: true, passive: true });
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('wheel', onOutsideGesture, true);
      window.removeEventListener('touchstart', onOutsideGesture, true);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
      window.removeEventListener('scroll', onScroll);
      if (trigger?.isConnected && document.activeElement === document.body)
        trigger.focus({ preventScroll: true });
    };
  }, [selection, onClose]);

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="detail-panel fixed z-50 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900"
      style={{
        left: placement.left,
        top: placement.top,
        width: placement.width,
        maxHeight: placement.maxHeight,
      }}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h3 id={titleId} className="text-xl font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close details"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {children}
    </div>,
    document.body,
  );
}
