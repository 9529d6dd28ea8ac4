import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../shared/api/job-applications';
import { jobApplicationSchema } from '../../../shared/api/job-applications';
import { type JobBoard, jobBoardSchema } from '../../../shared/api/job-board';
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

/** The board with one card moved to the top of another column: what the owner sees before the reply. */
export function moveOnBoard(board: JobBoard, id: number, status: ApplicationStatus): JobBoard {
  const card = board.columns.flatMap((column) => column.cards).find((item) => item.id === id);
  if (!card || card.status === status) return board;
  return {
    columns: board.columns.map((column) => {
      const cards = column.cards.filter((item) => item.id !== id);
      const next = column.status === status ? [{ ...card, status }, ...cards] : cards;
      return { ...column, cards: next, count: next.length };
    }),
  };
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
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKey }),
        queryClient.invalidateQueries({ queryKey: jobKeys.applications }),
        queryClient.invalidateQueries({ queryKey: jobKeys.dashboard }),
      ]),
  });
}
