import { Search } from 'lucide-react';
import { CONTROL_BASE_CLASS, CONTROL_CLASS } from '../jobs/form-controls';
import type { InboxFilter } from './inbox-api';
import { STATUS_OPTIONS } from './lead-status';

type InboxToolbarProps = { filter: InboxFilter; onChange: (filter: InboxFilter) => void };

/** Search, status filter and the unread switch of the inbox. */
export function InboxToolbar({ filter, onChange }: InboxToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative min-w-56 flex-1">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label="Search messages"
          placeholder="Search messages and notes..."
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
          className={`${CONTROL_CLASS} pl-9`}
        />
      </div>
      <select
        aria-label="Filter by status"
        value={filter.status}
        onChange={(event) => onChange({ ...filter, status: event.target.value as InboxFilter['status'] })}
        className={CONTROL_BASE_CLASS}
      >
        <option value="all">All statuses</option>
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={filter.isUnreadOnly}
          onChange={(event) => onChange({ ...filter, isUnreadOnly: event.target.checked })}
          className="h-4 w-4 rounded border-slate-300"
        />
        Unread only
      </label>
    </div>
  );
}
