import { BarChart3, Table2 } from 'lucide-react';
import { useState } from 'react';
import { type AnalyticsSummary, analyticsPeriods } from '../../../shared/api/analytics-summary';
import { Button } from '../../components/ui/button';
import { AdminCard, ErrorRow, LoadingRow } from '../admin/admin-card';
import { BarList } from './bar-list';
import { DailyChart, DailyTable } from './daily-chart';
import { useAnalytics } from './insights-api';
import { inPageOrder, pageName, referrerName, sectionName } from './section-names';

type Period = (typeof analyticsPeriods)[number];

function PeriodSwitch({ days, onChange }: { days: Period; onChange: (days: Period) => void }) {
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-200 p-1 dark:border-slate-800">
      <legend className="sr-only">Period</legend>
      {analyticsPeriods.map((period) => (
        <label
          key={period}
          className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
            period === days
              ? 'bg-brand-600 text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          <input
            type="radio"
            name="period"
            value={period}
            checked={period === days}
            onChange={() => onChange(period)}
            className="sr-only"
          />
          {period} days
        </label>
      ))}
    </fieldset>
  );
}

const TOTALS: { key: keyof AnalyticsSummary['totals']; label: string }[] = [
  { key: 'pageviews', label: 'Page views' },
  { key: 'visitors', label: 'Daily visitors' },
  { key: 'panel', label: 'Detail panels opened' },
  { key: 'resume', label: 'Resume downloads' },
  { key: 'chat', label: 'Chat opens' },
  { key: 'roi', label: 'ROI calculations' },
  { key: 'contact', label: 'Contact messages' },
];

function Totals({ totals }: { totals: AnalyticsSummary['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {TOTALS.map(({ key, label }) => (
        <div
          key={key}
          className="flex flex-col rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="order-first text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
            {totals[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Where visitors come from and what they do, over 7, 30 or 90 days, as charts or tables. */
export function VisitorsTab({ isOpen }: { isOpen: boolean }) {
  const [days, setDays] = useState<Period>(30);
  const [isTable, setTable] = useState(false);
  const analytics = useAnalytics(days, isOpen);
  const data = analytics.data;
  const homeViews = data?.pages.find((page) => page.label === '/')?.count;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSwitch days={days} onChange={setDays} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          No cookies; visitors with Do-Not-Track or Global Privacy Control and bots are not counted.
          {data ? ` Kept ${data.retentionDays} days; days in ${data.timeZone}.` : ''}
        </p>
      </div>
      {analytics.isLoading ? <LoadingRow label="Loading visitor counts..." /> : null}
      {analytics.isError ? <ErrorRow error={analytics.error} /> : null}
      {data ? (
        <>
          <Totals totals={data.totals} />
          <AdminCard
            title={`Page views and visitors, last ${data.days} days`}
            actions={
              <Button variant="outline" aria-pressed={isTable} onClick={() => setTable(!isTable)}>
                {isTable ? (
                  <BarChart3 aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Table2 aria-hidden="true" className="h-4 w-4" />
                )}
                {isTable ? 'Show as chart' : 'Show as table'}
              </Button>
            }
          >
            {isTable ? <DailyTable series={data.series} /> : <DailyChart series={data.series} />}
            <p
              hidden={isTable}
              className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600 dark:text-slate-300"
            >
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand-500/80" /> Page views
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="h-1 w-4 rounded bg-accent-500" /> Visitors (each counted
                once a day)
              </span>
            </p>
          </AdminCard>
          <div className="grid gap-6 lg:grid-cols-2">
            <AdminCard title="Sections read">
              <BarList
                label="Sections read"
                rows={inPageOrder(data.sections)}
                name={sectionName}
                of={homeViews}
                empty="No sections seen yet."
              />
            </AdminCard>
            <AdminCard title="Where visitors come from">
              <BarList label="Referrers" rows={data.referrers} name={referrerName} empty="No visits yet." />
            </AdminCard>
            <AdminCard title="Detail panels opened">
              <BarList
                label="Detail panels opened"
                rows={data.panels}
                name={sectionName}
                empty="No panels opened yet."
              />
            </AdminCard>
            <AdminCard title="Pages">
              <BarList label="Pages" rows={data.pages} name={pageName} empty="No page views yet." />
            </AdminCard>
          </div>
        </>
      ) : null}
    </div>
  );
}
