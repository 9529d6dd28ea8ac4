import { BOARD_HEIGHT, BOARD_WIDTH, type GameParticle, SMALL_RADIUS } from './game-rules';

/** A catch, drawn as a ring and a "+N" that rise and fade for `BURST_MS`. */
export type Burst = { x: number; y: number; points: number; at: number };

export const BURST_MS = 450;

type Palette = {
  top: string;
  bottom: string;
  grid: string;
  particle: string;
  bonus: string;
  bonusGlow: string;
  text: string;
};

// Brand colours (spec look): brand-600 particles, accent-400 for the 2-point ones.
const LIGHT: Palette = {
  top: '#eff6ff',
  bottom: '#ffffff',
  grid: 'rgba(29, 78, 216, 0.06)',
  particle: '#1d4ed8',
  bonus: '#facc15',
  bonusGlow: 'rgba(234, 179, 8, 0.55)',
  text: '#0f172a',
};
const DARK: Palette = {
  top: '#0f172a',
  bottom: '#020617',
  grid: 'rgba(148, 163, 184, 0.07)',
  particle: '#2563eb',
  bonus: '#facc15',
  bonusGlow: 'rgba(250, 204, 21, 0.6)',
  text: '#f8fafc',
};

const GRID_STEP = 40;

function drawBackdrop(context: CanvasRenderingContext2D, palette: Palette): void {
  const gradient = context.createLinearGradient(0, 0, 0, BOARD_HEIGHT);
  gradient.addColorStop(0, palette.top);
  gradient.addColorStop(1, palette.bottom);
  context.fillStyle = gradient;
  context.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);
  context.beginPath();
  for (let x = GRID_STEP; x < BOARD_WIDTH; x += GRID_STEP) {
    context.moveTo(x + 0.5, 0);
    context.lineTo(x + 0.5, BOARD_HEIGHT);
  }
  for (let y = GRID_STEP; y < BOARD_HEIGHT; y += GRID_STEP) {
    context.moveTo(0, y + 0.5);
    context.lineTo(BOARD_WIDTH, y + 0.5);
  }
  context.strokeStyle = palette.grid;
  context.lineWidth = 1;
  context.stroke();
}

function drawParticle(context: CanvasRenderingContext2D, particle: GameParticle, palette: Palette): void {
  const isBonus = particle.radius < SMALL_RADIUS;
  context.save();
  context.shadowColor = isBonus ? palette.bonusGlow : 'rgba(29, 78, 216, 0.35)';
  context.shadowBlur = isBonus ? 14 : 8;
  context.fillStyle = isBonus ? palette.bonus : palette.particle;
  context.beginPath();
  context.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
  context.fill();
  context.restore();
  // A small highlight gives each particle a little depth.
  context.fillStyle = 'rgba(255, 255, 255, 0.35)';
  context.beginPath();
  context.arc(
    particle.x - particle.radius * 0.35,
    particle.y - particle.radius * 0.35,
    particle.radius * 0.3,
    0,
    Math.PI * 2,
  );
  context.fill();
}

function drawBurst(context: CanvasRenderingContext2D, burst: Burst, now: number, palette: Palette): void {
  const progress = Math.min(1, (now - burst.at) / BURST_MS);
  const color = burst.points > 1 ? palette.bonus : palette.particle;
  context.globalAlpha = 1 - progress;
  context.strokeStyle = color;
  context.lineWidth = 2;
  context.beginPath();
  context.arc(burst.x, burst.y, 8 + progress * 22, 0, Math.PI * 2);
  context.stroke();
  context.fillStyle = palette.text;
  context.font = '600 14px ui-sans-serif, system-ui, sans-serif';
  context.textAlign = 'center';
  context.fillText(`+${burst.points}`, burst.x, burst.y - 14 - progress * 18);
  context.globalAlpha = 1;
}

/** Paints one frame of the board in board units (600x400); the caller scales for the screen. */
export function drawBoard(
  context: CanvasRenderingContext2D,
  particles: readonly GameParticle[],
  bursts: readonly Burst[],
  now: number,
  isDark: boolean,
): void {
  const palette = isDark ? DARK : LIGHT;
  drawBackdrop(context, palette);
  for (const particle of particles) drawParticle(context, particle, palette);
  for (const burst of bursts) drawBurst(context, burst, now, palette);
}
