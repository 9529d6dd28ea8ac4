import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';

/** Past ten scores the list splits into two columns, so all 20 fit over the board. */
const COLUMN_THRESHOLD = 10;

type GameOverProps = { score: number; highScores: readonly number[]; onPlayAgain: () => void };

/** The end-of-round overlay: final score, the top 20 and "Play Again" (focused, for keyboards). */
export function GameOver({ score, highScores, onPlayAgain }: GameOverProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const newScoreIndex = highScores.indexOf(score);

  useEffect(() => {
    containerRef.current?.querySelector('button')?.focus();
  }, []);

  return (
    <div
      ref={containerRef}
      className="absolute inset-0 flex flex-col items-center justify-center-safe overflow-y-auto bg-white/85 p-3 text-center backdrop-blur-sm *:shrink-0 dark:bg-slate-950/85"
    >
      <h3 className="text-3xl font-extrabold tracking-tight text-brand-600 dark:text-accent-400">
        Game Over
      </h3>
      <p className="mt-1 text-lg text-slate-700 dark:text-slate-200">
        Final score: <strong className="text-slate-900 dark:text-white">{score}</strong>
      </p>
      <h4
        id="top-scores-heading"
        className="mt-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"
      >
        Top scores
      </h4>
      <ol
        aria-labelledby="top-scores-heading"
        className={`mt-2 list-inside list-decimal gap-x-10 text-left text-sm leading-5 tabular-nums text-slate-700 marker:text-slate-400 dark:text-slate-300 ${
          highScores.length > COLUMN_THRESHOLD ? 'columns-2' : ''
        }`}
      >
        {highScores.map((value, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: equal scores repeat; the rank is the identity
            key={index}
            className={index === newScoreIndex ? 'font-bold text-brand-600 dark:text-accent-400' : undefined}
          >
            {value}
          </li>
        ))}
      </ol>
      <Button variant="accent" className="mt-4" onClick={onPlayAgain}>
        Play Again
      </Button>
    </div>
  );
}
