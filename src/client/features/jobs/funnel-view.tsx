import { Loader2, Timer } from 'lucide-react';
import { FUNNEL_WEEKS, funnelStageLabels, type JobFunnel } from '../../../shared/api/job-funnel';
import { type Bar, ColumnChart, RowChart } from './charts/bar-charts';
import { ChartFigure } from './charts/chart-figure';
import { useJobFunnel } from './job-queries';

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));
const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function WeeklyChart({ funnel }: { funnel: JobFunnel }) {
  const bars: Bar[] = funnel.weeks.map((week) => ({
    label: weekLabel.format(new Date(`${week.weekStart}T00:00:00Z`)),
    value: week.applications,
    text: week.applications.toLocaleString('en-US'),
  }));
  const inWindow = funnel.weeks.reduce((sum, week) => sum + week.applications, 0);
  const thisWeek = funnel.weeks.at(-1)?.applications ?? 0;
  const title = 'Applications by week';
  const summary =
    inWindow === 0
      ? `No applications in the last ${FUNNEL_WEEKS} weeks.`
      : `${plural(inWindow, 'application')} in the last ${FUNNEL_WEEKS} weeks, ${thisWeek.toLocaleString('en-US')} this week.`;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={{ columns: ['Week of', 'Applications'], rows: bars.map((bar) => [bar.label, bar.text]) }}
    >
      {(ids) => <ColumnChart bars={bars} ids={{ ...ids, title, summary }} />}
    </ChartFigure>
  );
}

function StageChart({ funnel }: { funnel: JobFunnel }) {
  const applied = funnel.total;
  const bars: Bar[] = funnel.stages.map((stage) => ({
    label: funnelStageLabels[stage.stage],
    value: stage.count,
    text: `${stage.count.toLocaleString('en-US')} (${share(stage.count, applied)}%)`,
  }));
  const count = (index: number) => funnel.stages[index]?.count ?? 0;
  const title = 'From applied to offer';
  const summary =
    applied === 0
      ? 'No applications yet: the funnel fills in as you apply.'
      : `Of ${plural(applied, 'application')}, ${count(1).toLocaleString('en-US')} got an answer (${share(count(1), applied)}%), ${count(2).toLocaleString('en-US')} reached an interview (${share(count(2), applied)}%) and ${count(3).toLocaleString('en-US')} an offer (${share(count(3), applied)}%).`;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={{
        columns: ['Stage', 'Applications', 'Share of applied'],
        rows: funnel.stages.map((stage) => [
          funnelStageLabels[stage.stage],
          stage.count.toLocaleString('en-US'),
          `${share(stage.count, applied)}%`,
        ]),
      }}
    >
      {(ids) => <RowChart bars={bars} ids={{ ...ids, title, summary }} maxValue={Math.max(1, applied)} />}
    </ChartFigure>
  );
}

function SourceChart({ funnel }: { funnel: JobFunnel }) {
  const bars: Bar[] = funnel.sources.map((source) => ({
    label: `${source.source} (${source.applications.toLocaleString('en-US')})`,
    value: source.responseRate,
    text: `${source.responseRate}%`,
  }));
  const best = funnel.sources.find((source) => !source.isOther);
  const title = 'Response rate by source';
  const summary = best
    ? `${best.source} brings the most applications (${best.applications.toLocaleString('en-US')}), ${best.responseRate}% of them answered.`
    : 'No applications yet, so no sources to compare.';
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={{
        columns: ['Source', 'Applications', 'Answered', 'Response rate'],
        rows: funnel.sources.map((source) => [
          source.source,
          source.applications.toLocaleString('en-US'),
          source.responded.toLocaleString('en-US'),
          `${source.responseRate}%`,
        ]),
      }}
    >
      {(ids) => <RowChart bars={bars} ids={{ ...ids, title, summary }} maxValue={100} />}
    </ChartFigure>
  );
}

function FirstResponse({ funnel }: { funnel: JobFunnel }) {
  const days = funnel.medianDaysToFirstResponse;
  return (
    <section
      aria-labelledby="first-response-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between">
        <h3 id="first-response-heading" className="font-semibold text-slate-900 dark:text-white">
          Median days to first response
        </h3>
        <Timer aria-hidden="true" className="h-5 w-5 text-brand-600 dark:text-accent-400" />
      </div>
      <p
        className="mt-2 text-3xl font-bold text-slate-900 dark:text-white"
        data-stat="Median days to first response"
      >
        {days === null ? '–' : `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {days === null
          ? 'No answer recorded after applying yet.'
          : `From the applied day to the first answer (a stage or an interview booked), over ${plural(funnel.respondedWithTime, 'response')}.`}
      </p>
    </section>
  );
}

/** The search in numbers: applications by week, the funnel, response rate by source, time to answer. */
export function FunnelView() {
  const funnel = useJobFunnel();
  if (funnel.isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Loading the funnel...
      </p>
    );
  if (funnel.isError || !funnel.data)
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        The funnel could not be loaded. Please reload the page.
      </p>
    );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <WeeklyChart funnel={funnel.data} />
      <StageChart funnel={funnel.data} />
      <SourceChart funnel={funnel.data} />
      <FirstResponse funnel={funnel.data} />
    </div>
  );
}
