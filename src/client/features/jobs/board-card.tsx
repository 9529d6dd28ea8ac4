import { Building2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { BoardCard as BoardCardData } from '../../../shared/api/job-board';
import { describeNextStep } from './describe-next-step';
import { FollowUpFlag } from './follow-up-flag';

export type CardStep = -1 | 1;

type BoardCardProps = {
  card: BoardCardData;
  helpId: string;
  isMoving: boolean;
  /** Set on the card just moved by keyboard: drawn anew in its new column, it takes the focus back. */
  hasFocus: boolean;
  onOpen: () => void;
  onStep: (step: CardStep) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
};

const STEP_KEYS: Record<string, CardStep> = { ArrowLeft: -1, ArrowRight: 1 };

/** One application on the board: dragged with the mouse, or moved a column with the arrow keys. */
export function BoardCard({
  card,
  helpId,
  isMoving,
  hasFocus,
  onOpen,
  onStep,
  onDragStart,
  onDragEnd,
}: BoardCardProps) {
  const nextStep = describeNextStep(card);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP_KEYS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      onStep(step);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <li>
      {/* biome-ignore lint/a11y/useSemanticElements: a draggable card holding text blocks; a <button> cannot be dragged in every browser */}
      <div
        ref={ref}
        role="button"
        tabIndex={0}
        draggable
        data-card-id={card.id}
        aria-label={`${card.position} at ${card.company}`}
        aria-describedby={helpId}
        aria-busy={isMoving || undefined}
        onClick={onOpen}
        onKeyDown={onKeyDown}
        onDragStart={(event) => {
          event.dataTransfer.setData('text/plain', String(card.id));
          event.dataTransfer.effectAllowed = 'move';
          onDragStart();
        }}
        onDragEnd={onDragEnd}
        className="cursor-grab rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm outline-none hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 active:cursor-grabbing dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="font-semibold text-slate-900 dark:text-white">{card.position}</p>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
          <Building2 aria-hidden="true" className="h-3.5 w-3.5 text-slate-400" /> {card.company}
        </p>
        {nextStep ? (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            <span className="font-medium text-slate-800 dark:text-slate-200">Next:</span> {nextStep}
          </p>
        ) : null}
        <div className="mt-2 empty:hidden">
          <FollowUpFlag application={card} />
        </div>
      </div>
    </li>
  );
}
