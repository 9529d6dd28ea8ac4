import { Briefcase, Loader2, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { JobApplication } from '../../../shared/api/job-applications';
import { Button } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { ApplicationItem } from './application-item';
import { ExportReportButton } from './export-report-button';
import { DEFAULT_FILTER, isDefaultFilter } from './filter-applications';
import { useApplicationPages } from './job-queries';
import { ListToolbar } from './list-toolbar';
import { useDebouncedValue } from './use-debounced-value';

type ApplicationListProps = {
  onAdd: () => void;
  onView: (application: JobApplication) => void;
  onDelete: (application: JobApplication) => void;
};

const SEARCH_PAUSE_MS = 250;

/**
 * The applications card: Export Report, search, filter and sort (done by the server), the list a
 * page at a time as the owner scrolls, and its empty states.
 */
export function ApplicationList({ onAdd, onView, onDelete }: ApplicationListProps) {
  const [filter, setFilter] = useState(DEFAULT_FILTER);
  const asked = useDebouncedValue(filter, SEARCH_PAUSE_MS);
  const pages = useApplicationPages(asked);
  const shown = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const isLoading = pages.isLoading;
  const isError = pages.isError;
  const isFiltered = !isDefaultFilter(filter);
  const hasAny = shown.length > 0 || isFiltered;

  return (
    <section
      aria-labelledby="applications-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="applications-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Applications
        </h2>
        <ExportReportButton />
      </div>
      {hasAny ? (
        <div className="mt-4">
          <ListToolbar filter={filter} onChange={setFilter} />
        </div>
      ) : null}
      <div className="mt-4">
        {isLoading ? (
          <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Loading applications...
          </p>
        ) : isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            The applications could not be loaded. Please reload the page.
          </p>
        ) : !hasAny ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <Briefcase aria-hidden="true" className="h-10 w-10 text-slate-400" />
            <p className="text-slate-600 dark:text-slate-300">No applications yet.</p>
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" className="h-4 w-4" /> Add Your First Application
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-slate-600 dark:text-slate-300">No applications match your search.</p>
            <Button variant="outline" onClick={() => setFilter(DEFAULT_FILTER)}>
              Clear filters
            </Button>
          </div>
        ) : (
          <>
            <p className="sr-only" aria-live="polite">
              {shown.length} applications shown{pages.hasNextPage ? ', more below' : ''}
            </p>
            <ul className="grid gap-3">
              {shown.map((application) => (
                <ApplicationItem
                  key={application.id}
                  application={application}
                  onView={() => onView(application)}
                  onDelete={() => onDelete(application)}
                />
              ))}
            </ul>
            {pages.hasNextPage ? (
              <LoadMore
                label="Load more applications"
                loadingLabel="Loading more..."
                isLoading={pages.isFetchingNextPage}
                onLoad={() => {
                  if (!pages.isFetchingNextPage) void pages.fetchNextPage();
                }}
              />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
