import { Download } from 'lucide-react';
import { useState } from 'react';
import { RequireOwner } from '../components/tools/require-owner';
import { ToolsHeader } from '../components/tools/tools-header';
import { Button } from '../components/ui/button';
import { LoadMore } from '../components/ui/load-more';
import { AdminCard, EmptyState, ErrorRow, LoadingRow } from '../features/admin/admin-card';
import {
  EMPTY_FILTER,
  filterQuery,
  type InboxFilter,
  inboxPaths,
  useInbox,
  useMessage,
  useUpdateMessage,
} from '../features/inbox/inbox-api';
import { InboxToolbar } from '../features/inbox/inbox-toolbar';
import { MessageDetail } from '../features/inbox/message-detail';
import { MessageList } from '../features/inbox/message-list';
import { useDebouncedValue } from '../features/jobs/use-debounced-value';

const SEARCH_PAUSE_MS = 250;

function Inbox() {
  const [filter, setFilter] = useState<InboxFilter>(EMPTY_FILTER);
  const settled = useDebouncedValue(filter, SEARCH_PAUSE_MS);
  const inbox = useInbox(settled);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = useMessage(selectedId);
  const update = useUpdateMessage();
  const isFiltered = filterQuery(settled) !== '';

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <AdminCard
        title="Inbox"
        actions={
          <Button asChild variant="outline">
            <a href={`${inboxPaths.export}${filterQuery(settled)}`} download>
              <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
            </a>
          </Button>
        }
      >
        <div className="mb-4">
          <InboxToolbar filter={filter} onChange={setFilter} />
        </div>
        {inbox.isLoading ? <LoadingRow label="Loading messages..." /> : null}
        {inbox.isError ? <ErrorRow error={inbox.error} /> : null}
        {inbox.data && inbox.items.length === 0 ? (
          <EmptyState message={isFiltered ? 'No messages match' : 'No messages yet'}>
            {isFiltered ? null : (
              <p className="text-sm">Messages sent with the site's contact form appear here.</p>
            )}
          </EmptyState>
        ) : null}
        {inbox.items.length > 0 ? (
          <MessageList
            messages={inbox.items}
            selectedId={selectedId}
            onSelect={(message) => {
              setSelectedId(message.id);
              // Opening a message reads it; marking it unread again is one click in the message.
              if (message.readAt === null) update.mutate({ id: message.id, changes: { isRead: true } });
            }}
          />
        ) : null}
        {inbox.hasNextPage ? (
          <LoadMore
            label="Show older messages"
            loadingLabel="Loading older messages..."
            isLoading={inbox.isFetchingNextPage}
            onLoad={() => {
              if (!inbox.isFetchingNextPage) void inbox.fetchNextPage();
            }}
          />
        ) : null}
      </AdminCard>
      <div>
        {selected.data ? (
          <MessageDetail message={selected.data} />
        ) : (
          <AdminCard>
            <EmptyState message={selectedId === null ? 'Choose a message to read it' : 'Loading...'} />
          </AdminCard>
        )}
      </div>
    </div>
  );
}

/** The owner's inbox of leads (docs/decisions/0120), linked from the tools dashboard with its unread count. */
export default function MessagesPage() {
  return (
    <RequireOwner toolName="messages">
      {(user) => (
        <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
          <ToolsHeader title="Messages" user={user} />
          <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
            <Inbox />
          </main>
        </div>
      )}
    </RequireOwner>
  );
}
