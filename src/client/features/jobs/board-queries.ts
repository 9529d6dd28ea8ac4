import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../shared/api/job-applications';
import { jobApplicationSchema } from '../../../shared/api/job-applications';
import {
  type BoardCard,
  type BoardColumnPage,
  boardCardSchema,
  boardColumnPageSchema,
  type JobBoard,
  jobBoardSchema,
} from '../../../shared/api/job-board';
import { apiRequest } from '../../lib/api';
import { jobKeys } from './job-queries';

const boardKey = jobKeys.board;

export function useJobBoard(enabled = true) {
  return useQuery({
    queryKey: boardKey,
    queryFn: () => apiRequest('GET', '/api/job/board', undefined, jobBoardSchema),
    enabled,
  });
}

/**
 * The board with one card moved to the top of another column: what the owner sees before the reply.
 * Counts move by one, since a column may hold more cards than it has loaded.
 */
export function moveOnBoard(board: JobBoard, id: number, status: ApplicationStatus): JobBoard {
  const card = board.columns.flatMap((column) => column.cards).find((item) => item.id === id);
  if (!card || card.status === status) return board;
  return {
    columns: board.columns.map((column) => {
      if (column.status === card.status)
        return { ...column, cards: column.cards.filter((item) => item.id !== id), count: column.count - 1 };
      if (column.status === status)
        return { ...column, cards: [{ ...card, status }, ...column.cards], count: column.count + 1 };
      return column;
    }),
  };
}

/** The board with a column's next page appended; cards already shown (moved in meanwhile) stay once. */
export function appendToColumn(board: JobBoard, status: ApplicationStatus, page: BoardColumnPage): JobBoard {
  return {
    columns: board.columns.map((column) => {
      if (column.status !== status) return column;
      const shown = new Set(column.cards.map((card) => card.id));
      return {
        ...column,
        cards: [...column.cards, ...page.cards.filter((card) => !shown.has(card.id))],
        nextCursor: page.nextCursor,
      };
    }),
  };
}

/** The board with a card's fields as the server saved them (its new change time, for the next page). */
export function replaceCard(board: JobBoard, saved: BoardCard): JobBoard {
  return {
    columns: board.columns.map((column) => ({
      ...column,
      cards: column.cards.map((card) =>
        card.id === saved.id ? boardCardSchema.parse({ ...card, ...saved }) : card,
      ),
    })),
  };
}

/** The next cards of one column, as it scrolls to its foot. */
export function useLoadMoreCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, cursor }: { status: ApplicationStatus; cursor: string }) =>
      apiRequest(
        'GET',
        `/api/job/board/${status}?cursor=${encodeURIComponent(cursor)}`,
        undefined,
        boardColumnPageSchema,
      ),
    onSuccess: (page, { status }) => {
      const board = queryClient.getQueryData<JobBoard>(boardKey);
      if (board) queryClient.setQueryData(boardKey, appendToColumn(board, status, page));
    },
  });
}

/** A status change from the board: shown at once, undone if the server refuses it. */
export function useMoveOnBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) =>
      apiRequest('PUT', `/api/job/applications/${id}`, { status }, jobApplicationSchema),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData<JobBoard>(boardKey);
      if (previous) queryClient.setQueryData(boardKey, moveOnBoard(previous, id, status));
      return { previous };
    },
    onSuccess: (saved) => {
      const board = queryClient.getQueryData<JobBoard>(boardKey);
      if (board) queryClient.setQueryData(boardKey, replaceCard(board, saved));
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
    },
    // The board keeps what it shows: refetching would fold every column scrolled open back to its
    // first page. The moved card already sits where the server put it, at the top of its column.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.applications }),
        queryClient.invalidateQueries({ queryKey: jobKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: jobKeys.funnel }),
      ]),
  });
}
