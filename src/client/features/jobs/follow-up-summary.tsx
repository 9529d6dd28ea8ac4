import { AlarmClock } from 'lucide-react';
import { listFollowUps } from '../../../shared/jobs/follow-ups';
import { useJobBoard } from './board-queries';
import { browserToday } from './follow-up-flag';

const SHOWN = 3;

/** The /tools job card's reminder: next steps due today or overdue, the most urgent first. */
export function FollowUpSummary() {
  const board = useJobBoard();
  if (!board.data) return null;
  const due = listFollowUps(
    board.data.columns.flatMap((column) => column.cards),
    browserToday(),
  );
  if (due.length === 0) return null;
  const overdue = due.filter((card) => card.followUp === 'overdue').length;
  const parts = [
    overdue ? `${overdue} overdue` : null,
    due.length - overdue ? `${due.length - overdue} due today` : null,
  ];
  return (
    <div
      data-follow-ups
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlarmClock aria-hidden="true" className="h-4 w-4" />
        {due.length === 1 ? '1 follow-up' : `${due.length} follow-ups`} to do:{' '}
        {parts.filter(Boolean).join(', ')}
      </p>
      <ul className="mt-1 list-disc pl-6">
        {due.slice(0, SHOWN).map((card) => (
          <li key={card.id}>
            {card.position} at {card.company}
            {card.nextStepAction ? `: ${card.nextStepAction}` : ''}
            {card.followUp === 'overdue' ? ' (overdue)' : ' (today)'}
          </li>
        ))}
      </ul>
      {due.length > SHOWN ? <p className="mt-1">and {due.length - SHOWN} more</p> : null}
    </div>
  );
}
