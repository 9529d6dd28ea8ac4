import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type ApplicationStatus, statusLabels } from '../../../shared/api/job-applications';
import { boardStatuses } from '../../../shared/api/job-board';
import { LoadMore } from '../../components/ui/load-more';
import { toast } from '../../components/ui/use-toast';
import { describeApiError } from './api-error';
import { BoardCard, type CardStep } from './board-card';
import { useJobBoard, useLoadMoreCards, useMoveOnBoard } from './board-queries';
import { StatusIcon } from './status-badge';

type PipelineBoardProps = { onOpen: (id: number) => void };

/** The status a step from a column leads to, or null at either end of the pipeline. */
export function stepStatus(status: ApplicationStatus, step: CardStep): ApplicationStatus | null {
  return boardStatuses[boardStatuses.indexOf(status) + step] ?? null;
}

/**
 * The pipeline board: a column per status with its count and its latest cards, more as the column
 * scrolls. Moving a card is a status change, recorded in the stage history like one from the list.
 */
export function PipelineBoard({ onOpen }: PipelineBoardProps) {
  const board = useJobBoard();
  const move = useMoveOnBoard();
  const loadMore = useLoadMoreCards();
  const helpId = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const [target, setTarget] = useState<ApplicationStatus | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const moveCard = (id: number, from: ApplicationStatus, to: ApplicationStatus, name: string) => {
    if (from === to) return;
    setAnnouncement(`Moved ${name} to ${statusLabels[to]}.`);
    move.mutate(
      { id, status: to },
      {
        onSuccess: () =>
          toast({ title: 'Application updated', description: `Status set to ${statusLabels[to]}.` }),
        onError: (error) => {
          setAnnouncement(`${name} stays in ${statusLabels[from]}.`);
          toast({
            variant: 'destructive',
            title: 'Failed to update application',
            description: describeApiError(error),
          });
        },
      },
    );
  };

  if (board.isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Loading the board...
      </p>
    );
  if (board.isError || !board.data)
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        The board could not be loaded. Please reload the page.
      </p>
    );

  const cards = board.data.columns.flatMap((column) => column.cards);
  return (
    <div>
      <p id={helpId} className="text-sm text-slate-600 dark:text-slate-400">
        Drag a card to another column, or focus it and press the left or right arrow key. Enter opens it.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-3 grid grid-flow-col auto-cols-[minmax(13rem,1fr)] gap-3 overflow-x-auto pb-2">
        {board.data.columns.map((column) => (
          <section
            key={column.status}
            aria-label={`${statusLabels[column.status]}: ${column.count}`}
            data-column={column.status}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setTarget(column.status);
            }}
            onDragLeave={() => setTarget((current) => (current === column.status ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              const card = cards.find((item) => item.id === dragging);
              setTarget(null);
              setDragging(null);
              if (card) moveCard(card.id, card.status, column.status, `${card.position} at ${card.company}`);
            }}
            className={`flex min-h-48 flex-col rounded-xl border p-3 ${
              target === column.status
                ? 'border-brand-500 bg-brand-50 dark:bg-slate-800'
                : 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950'
            }`}
          >
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <StatusIcon status={column.status} /> {statusLabels[column.status]}
              <span
                data-column-count
                className="ml-auto rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                {column.count}
              </span>
            </h3>
            <ul className="mt-3 grid max-h-[70vh] content-start gap-2 overflow-y-auto pr-1">
              {column.cards.map((card) => (
                <BoardCard
                  key={card.id}
                  card={card}
                  helpId={helpId}
                  isMoving={move.isPending && move.variables?.id === card.id}
                  hasFocus={focusId === card.id}
                  onOpen={() => onOpen(card.id)}
                  onDragStart={() => {
                    setFocusId(null);
                    setDragging(card.id);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setTarget(null);
                  }}
                  onStep={(step) => {
                    const to = stepStatus(card.status, step);
                    if (!to) return;
                    setFocusId(card.id);
                    moveCard(card.id, card.status, to, `${card.position} at ${card.company}`);
                  }}
                />
              ))}
              {column.nextCursor ? (
                <li>
                  <LoadMore
                    label={`Load more ${statusLabels[column.status]} applications`}
                    loadingLabel="Loading more..."
                    isLoading={loadMore.isPending && loadMore.variables?.status === column.status}
                    onLoad={() => {
                      const cursor = column.nextCursor;
                      if (cursor && !loadMore.isPending) loadMore.mutate({ status: column.status, cursor });
                    }}
                  />
                </li>
              ) : null}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
