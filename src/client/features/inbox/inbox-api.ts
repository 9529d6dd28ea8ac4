import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  contactListSchema,
  type InboxMessage,
  inboxMessageSchema,
  type LeadStatus,
  leadApplicationReplySchema,
  type UpdateInboxMessage,
  unreadCountSchema,
} from '../../../shared/api/contacts';
import { apiRequest, apiRequestPage } from '../../lib/api';

export const inboxPaths = {
  list: '/api/contacts',
  unread: '/api/contacts/unread-count',
  export: '/api/contacts/export.csv',
} as const;

export type InboxFilter = { search: string; status: LeadStatus | 'all'; isUnreadOnly: boolean };

export const EMPTY_FILTER: InboxFilter = { search: '', status: 'all', isUnreadOnly: false };

/** The list's query string; the CSV export takes the same search and filters. */
export function filterQuery(filter: InboxFilter): string {
  const query = new URLSearchParams();
  if (filter.search.trim()) query.set('q', filter.search.trim());
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.isUnreadOnly) query.set('unread', 'true');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The inbox a page at a time, newest first, with the server doing the search. */
export function useInbox(filter: InboxFilter) {
  const url = `${inboxPaths.list}${filterQuery(filter)}`;
  const pages = useInfiniteQuery({
    queryKey: [inboxPaths.list, 'pages', url],
    initialPageParam: url,
    queryFn: ({ pageParam }) => apiRequestPage(pageParam, contactListSchema),
    getNextPageParam: (page) => page.next,
  });
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  return { ...pages, items };
}

/** One message, kept fresh with the list: a change to it refreshes both. */
export function useMessage(id: number | null) {
  return useQuery({
    queryKey: [inboxPaths.list, 'one', id],
    queryFn: () => apiRequest('GET', `${inboxPaths.list}/${id}`, undefined, inboxMessageSchema),
    enabled: id !== null,
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: [inboxPaths.unread],
    queryFn: () => apiRequest('GET', inboxPaths.unread, undefined, unreadCountSchema),
  });
}

function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [inboxPaths.list] }),
      queryClient.invalidateQueries({ queryKey: [inboxPaths.unread] }),
    ]);
}

export function useUpdateMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateInboxMessage }): Promise<InboxMessage> =>
      apiRequest('PATCH', `${inboxPaths.list}/${id}`, changes, inboxMessageSchema),
    onSuccess: refresh,
  });
}

export function useConvertLead() {
  const refresh = useRefreshInbox();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('POST', `${inboxPaths.list}/${id}/application`, undefined, leadApplicationReplySchema),
    onSuccess: async () => {
      await refresh();
      // The job tools' lists and counts now hold the new application.
      await queryClient.invalidateQueries({ queryKey: ['/api/job'] });
    },
  });
}
