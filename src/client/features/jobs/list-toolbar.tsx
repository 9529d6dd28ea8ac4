import { Search } from 'lucide-react';
import type { ApplicationStatus } from '../../../shared/api/job-applications';
import { type ApplicationFilter, SORT_OPTIONS, type SortOrder } from './filter-applications';
import { CONTROL_BASE_CLASS, CONTROL_CLASS } from './form-controls';
import { STATUS_OPTIONS } from './job-options';

type ListToolbarProps = { filter: ApplicationFilter; onChange: (filter: ApplicationFilter) => void };

const STATUS_FILTERS: { value: ApplicationStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...STATUS_OPTIONS,
];

/** Search, status filter and sort order for the list. */
export function ListToolbar({ filter, onChange }: ListToolbarProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <div className="relative min-w-56 flex-1">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label="Search applications"
          placeholder="Search company, position, location, notes..."
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
          className={`${CONTROL_CLASS} pl-9`}
        />
      </div>
      <select
        aria-label="Filter by status"
        value={filter.status}
        onChange={(event) =>
          onChange({ ...filter, status: event.target.value as ApplicationFilter['status'] })
        }
        className={CONTROL_BASE_CLASS}
      >
        {STATUS_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <select
        aria-label="Sort applications"
        value={filter.sort}
        onChange={(event) => onChange({ ...filter, sort: event.target.value as SortOrder })}
        className={CONTROL_BASE_CLASS}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
