import type { TailoringRound } from '../../../shared/resume/tailoring-rounds';

type QualityRoundsProps = { rounds: TailoringRound[]; open?: boolean };

/** What quality-assured tailoring did, step by step: the score after each step and what changed. */
export function QualityRounds({ rounds, open = false }: QualityRoundsProps) {
  if (rounds.length === 0) return null;
  const first = rounds[0];
  const last = rounds.at(-1);
  return (
    <details open={open} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
        Quality assurance: {rounds.length} {rounds.length === 1 ? 'step' : 'steps'}
        {first && last ? `, ${Math.round(first.score)}% → ${Math.round(last.score)}%` : ''}
      </summary>
      <ol className="mt-3 space-y-3" aria-label="Quality assurance steps">
        {rounds.map((round, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed sequence; two may share a name
          <li key={`${round.step}-${index}`} className="border-l-2 border-brand-600 pl-3">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium text-slate-900 dark:text-white">{round.step}</span>
              <span className="tabular-nums text-slate-700 dark:text-slate-200">
                Score {Math.round(round.score)}%
                {index > 0 ? ` (${signed(round.score - (rounds[index - 1]?.score ?? round.score))})` : ''}
              </span>
            </p>
            {round.notes.length > 0 ? (
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
                {round.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                {round.outcome ?? 'The resume as read, before any change.'}
              </p>
            )}
            {round.notes.length > 0 && round.outcome ? (
              <p className="mt-1 text-slate-600">{round.outcome}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

function signed(delta: number): string {
  const rounded = Math.round(delta * 10) / 10;
  return `${rounded >= 0 ? '+' : ''}${rounded} points`;
}
