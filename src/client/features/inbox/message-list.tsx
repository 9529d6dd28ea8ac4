import { findOpportunityLabel, type InboxMessage, leadStatusLabels } from '../../../shared/api/contacts';
import { Badge } from '../admin/admin-card';
import { formatDateTime } from '../admin/format';
import { STATUS_TONES } from './lead-status';

type MessageListProps = {
  messages: InboxMessage[];
  selectedId: number | null;
  onSelect: (message: InboxMessage) => void;
};

/** The inbox's messages, newest first: unread ones in bold with a dot, each with its status. */
export function MessageList({ messages, selectedId, onSelect }: MessageListProps) {
  return (
    <ul aria-label="Messages" className="divide-y divide-slate-200 dark:divide-slate-800">
      {messages.map((message) => {
        const isUnread = message.readAt === null;
        const isSelected = message.id === selectedId;
        const name = `${message.firstName} ${message.lastName}`;
        return (
          <li key={message.id}>
            <button
              type="button"
              onClick={() => onSelect(message)}
              aria-current={isSelected ? 'true' : undefined}
              className={`flex w-full flex-col gap-1 px-3 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60 ${
                isSelected ? 'bg-brand-50 ring-2 ring-brand-500 ring-inset dark:bg-slate-800' : ''
              }`}
            >
              <span className="flex items-center justify-between gap-2">
                <span
                  className={`flex min-w-0 items-center gap-2 text-slate-900 dark:text-white ${isUnread ? 'font-bold' : 'font-medium'}`}
                >
                  {isUnread ? (
                    <span className="h-2 w-2 shrink-0 rounded-full bg-brand-600 dark:bg-accent-400">
                      <span className="sr-only">Unread: </span>
                    </span>
                  ) : null}
                  <span className="truncate">{name}</span>
                </span>
                <time
                  dateTime={message.createdAt}
                  className="shrink-0 text-xs text-slate-600 dark:text-slate-300"
                >
                  {formatDateTime(message.createdAt)}
                </time>
              </span>
              <span className="truncate text-sm text-slate-600 dark:text-slate-300">
                {message.company ?? 'No company given'} · {findOpportunityLabel(message.opportunityType)}
              </span>
              <span className="flex items-center gap-2">
                <Badge tone={STATUS_TONES[message.status]}>{leadStatusLabels[message.status]}</Badge>
                <span className="truncate text-xs text-slate-600 dark:text-slate-300">{message.message}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
