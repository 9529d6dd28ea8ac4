import type { RoiRating, RoiResult } from '../../../shared/roi/calculate-roi';
import { formatPaybackMonths, formatPercent, formatUsd } from '../../../shared/roi/format';

export type RoiPanelState =
  | { status: 'idle' }
  | { status: 'calculating' }
  | { status: 'done'; result: RoiResult };

export type RoiResultsProps = {
  state: RoiPanelState;
};

const RATING_STYLES: Record<RoiRating, string> = {
  Excellent:
    'bg-emerald-100 text-emerald-800 ring-emerald-700/30 dark:bg-emerald-900/50 dark:text-emerald-200 dark:ring-emerald-300/30',
  Good: 'bg-brand-50 text-brand-700 ring-brand-700/30 dark:bg-blue-900/50 dark:text-blue-200 dark:ring-blue-300/30',
  Moderate:
    'bg-amber-100 text-amber-900 ring-amber-700/30 dark:bg-amber-900/50 dark:text-amber-200 dark:ring-amber-300/30',
  Low: 'bg-slate-100 text-slate-800 ring-slate-700/30 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-300/30',
};

export function RoiResults({ state }: RoiResultsProps) {
  return (
    <div
      aria-live="polite"
      className="flex min-h-96 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {state.status === 'idle' && (
        <p className="m-auto max-w-xs text-center text-slate-600 dark:text-slate-300">
          Enter your parameters to see ROI calculations
        </p>
      )}
      {state.status === 'calculating' && (
        <div className="m-auto flex flex-col items-center gap-4 text-center">
          <span
            aria-hidden="true"
            className="h-10 w-10 rounded-full border-4 border-slate-200 border-t-brand-600 motion-safe:animate-spin dark:border-slate-700 dark:border-t-accent-400"
          />
          <p className="font-medium text-slate-700 dark:text-slate-200">
            Analyzing your investment potential...
          </p>
        </div>
      )}
      {state.status === 'done' && <RoiResultDetails result={state.result} />}
    </div>
  );
}

function RoiResultDetails({ result }: { result: RoiResult }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-sm font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">
            Projected annual savings
          </h3>
          <p className="mt-1 text-4xl font-bold tracking-tight text-brand-700 dark:text-accent-400">
            {formatUsd(result.annualSavings)}
          </p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${RATING_STYLES[result.rating]}`}
        >
          <span className="sr-only">ROI rating: </span>
          {result.rating} ROI
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <HighlightMetric label="ROI" value={formatPercent(result.roiPercentage)} />
        <HighlightMetric label="Net ROI" value={formatUsd(result.netRoi)} />
        <HighlightMetric label="Payback period" value={formatPaybackMonths(result.paybackMonths)} />
        <HighlightMetric label="Implementation cost" value={formatUsd(result.implementationCost)} />
      </dl>

      <section aria-labelledby="roi-outlook-heading">
        <h4 id="roi-outlook-heading" className="font-semibold text-slate-900 dark:text-slate-100">
          Outlook and added value
        </h4>
        <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          <Row label="Year 1 ROI" value={formatUsd(result.year1Roi)} />
          <Row label="Year 3 ROI" value={formatUsd(result.year3Roi)} />
          <Row label="Productivity gains" value={formatUsd(result.productivityGains)} />
          <Row label="Risk reduction" value={formatUsd(result.riskReduction)} />
        </dl>
      </section>

      <section aria-labelledby="roi-breakdown-heading">
        <h4 id="roi-breakdown-heading" className="font-semibold text-slate-900 dark:text-slate-100">
          Current annual cost breakdown
        </h4>
        <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          <Row label="IT budget" value={formatUsd(result.currentItCosts)} />
          <Row label="Downtime" value={formatUsd(result.downtimeCost)} />
          <Row label="Security incidents" value={formatUsd(result.incidentCost)} />
          <Row label="Compliance gaps" value={formatUsd(result.complianceGapCost)} />
          <Row label="Operational overhead (15%)" value={formatUsd(result.overheadCost)} />
          <Row label="Total current cost" value={formatUsd(result.totalCurrentCost)} isTotal />
        </dl>
      </section>
    </div>
  );
}

function HighlightMetric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 dark:text-slate-50">{value}</dd>
    </div>
  );
}

function Row({ label, value, isTotal = false }: { label: string; value: string; isTotal?: boolean }) {
  const weight = isTotal
    ? 'font-semibold text-slate-900 dark:text-slate-50'
    : 'text-slate-700 dark:text-slate-200';
  return (
    <div className={`flex justify-between gap-4 py-2 text-sm ${weight}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
