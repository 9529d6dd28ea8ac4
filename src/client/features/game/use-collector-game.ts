import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { BURST_MS, type Burst, drawBoard } from './draw-game';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  createParticles,
  GAME_DURATION_MS,
  type GameParticle,
  hitTest,
  INITIAL_PARTICLES,
  isTimeUp,
  moveParticles,
  removeParticle,
  replenish,
  scoreFor,
  secondsLeft,
} from './game-rules';
import { createGameSound, type GameSound } from './game-sound';
import { saveHighScore } from './high-scores';

export type GamePhase = 'playing' | 'ended';

/** The running round, mutated by the frame loop and the pointer handler outside React renders. */
type Round = {
  particles: GameParticle[];
  bursts: Burst[];
  startedAt: number;
  score: number;
  isOver: boolean;
};

const FULL_SECONDS = GAME_DURATION_MS / 1000;
const MAX_PIXEL_RATIO = 2;
const MAX_FRAME_MS = 50;

/**
 * One Particle Collector session on `canvasRef`: a requestAnimationFrame loop timed with
 * performance.now() (so a test clock can drive it), the score, the countdown and the end.
 */
export function useCollectorGame(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const [roundNumber, setRoundNumber] = useState(0);
  const [phase, setPhase] = useState<GamePhase>('playing');
  const [score, setScore] = useState(0);
  const [seconds, setSeconds] = useState(FULL_SECONDS);
  const [highScores, setHighScores] = useState<number[]>([]);
  const roundRef = useRef<Round | null>(null);
  const soundRef = useRef<GameSound | null>(null);

  useEffect(() => {
    const sound = createGameSound();
    soundRef.current = sound;
    return () => {
      sound.dispose();
      soundRef.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round number restarts the loop
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    canvas.width = BOARD_WIDTH * ratio;
    canvas.height = BOARD_HEIGHT * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);

    const round: Round = {
      particles: createParticles(INITIAL_PARTICLES, Math.random),
      bursts: [],
      startedAt: performance.now(),
      score: 0,
      isOver: false,
    };
    roundRef.current = round;
    let lastAt = round.startedAt;
    let shownSeconds = FULL_SECONDS;
    let frame = 0;

    const render = () => {
      const now = performance.now();
      moveParticles(round.particles, Math.min(now - lastAt, MAX_FRAME_MS));
      lastAt = now;
      if (round.bursts.length > 0) round.bursts = round.bursts.filter((burst) => now - burst.at < BURST_MS);
      drawBoard(
        context,
        round.particles,
        round.bursts,
        now,
        document.documentElement.classList.contains('dark'),
      );
      const left = secondsLeft(round.startedAt, now);
      if (left !== shownSeconds) {
        shownSeconds = left;
        setSeconds(left);
      }
      if (!isTimeUp(round.startedAt, now)) {
        frame = requestAnimationFrame(render);
        return;
      }
      round.isOver = true;
      setHighScores(saveHighScore(round.score));
      setPhase('ended');
      soundRef.current?.playGameOver();
    };
    frame = requestAnimationFrame(render);
    return () => cancelAnimationFrame(frame);
  }, [canvasRef, roundNumber]);

  const restart = useCallback(() => {
    setScore(0);
    setSeconds(FULL_SECONDS);
    setPhase('playing');
    setRoundNumber((value) => value + 1);
  }, []);

  const handlePointerDown = useCallback((event: PointerEvent<HTMLCanvasElement>) => {
    const round = roundRef.current;
    if (!round || round.isOver) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) * BOARD_WIDTH) / rect.width;
    const y = ((event.clientY - rect.top) * BOARD_HEIGHT) / rect.height;
    const index = hitTest(round.particles, x, y);
    const particle = round.particles[index];
    if (!particle) return;
    const points = scoreFor(particle.radius);
    round.score += points;
    round.particles = replenish(removeParticle(round.particles, index), Math.random);
    round.bursts.push({ x: particle.x, y: particle.y, points, at: performance.now() });
    setScore(round.score);
    soundRef.current?.playCollect(points);
  }, []);

  return { phase, score, seconds, highScores, restart, handlePointerDown };
}
