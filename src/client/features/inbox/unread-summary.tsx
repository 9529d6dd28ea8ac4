import { Inbox } from 'lucide-react';
import { useUnreadCount } from './inbox-api';

/** The /tools Messages card's news: how many messages nobody has opened yet. */
export function UnreadSummary() {
  const unread = useUnreadCount();
  if (!unread.data) return null;
  const count = unread.data.unread;
  return (
    <p
      data-unread-count={count}
      className={`mt-4 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
        count > 0
          ? 'bg-brand-600 text-white dark:bg-accent-400 dark:text-slate-950'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
      }`}
    >
      <Inbox aria-hidden="true" className="h-4 w-4" />
      {count === 0 ? 'No unread messages' : count === 1 ? '1 unread message' : `${count} unread messages`}
    </p>
  );
}
