import { RotateCcw, Timer, Trophy } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { GameOver } from './game-over';
import { BOARD_HEIGHT, BOARD_WIDTH } from './game-rules';
import { useCollectorGame } from './use-collector-game';

/** Low time is flagged in colour as well as by the number itself. */
const LOW_SECONDS = 5;

export function GameBoard() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { phase, score, seconds, highScores, restart, handlePointerDown } = useCollectorGame(canvasRef);
  const isEnded = phase === 'ended';
  const isLow = seconds <= LOW_SECONDS;

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm font-semibold">
        <div className="flex items-center gap-2 tabular-nums">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-brand-700 dark:bg-brand-600/25 dark:text-brand-50">
            <Trophy aria-hidden="true" className="h-4 w-4" />
            Score: {score}
          </span>
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 ${
              isLow
                ? 'bg-red-50 text-red-700 dark:bg-red-500/20 dark:text-red-200'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
            }`}
          >
            <Timer aria-hidden="true" className="h-4 w-4" />
            Time: {seconds}s
          </span>
        </div>
        <Button variant="outline" onClick={restart} disabled={isEnded}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Restart
        </Button>
      </div>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 shadow-inner dark:border-slate-800">
        <canvas
          ref={canvasRef}
          width={BOARD_WIDTH}
          height={BOARD_HEIGHT}
          onPointerDown={handlePointerDown}
          role="img"
          aria-label="Game board: moving particles to click or tap"
          className="block aspect-[3/2] w-full cursor-crosshair touch-none select-none"
        />
        {isEnded && <GameOver score={score} highScores={highScores} onPlayAgain={restart} />}
      </div>
      {/* Announces only the result: a per-second countdown would drown a screen reader. */}
      <p aria-live="polite" className="sr-only">
        {isEnded ? `Game over. You scored ${score} ${score === 1 ? 'point' : 'points'}.` : ''}
      </p>
    </div>
  );
}
