import { createParticleEngine, type ParticleEngine } from './particle-engine';
import type { ParticleCommand, ParticleEvent } from './particle-messages';

/** The few members of a dedicated worker's global scope used here (the project compiles with the DOM library). */
type WorkerScope = {
  postMessage: (message: ParticleEvent) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<ParticleCommand>) => void) => void;
};

const scope = self as unknown as WorkerScope;
let engine: ParticleEngine | undefined;

function start(command: Extract<ParticleCommand, { type: 'start' }>): void {
  const context = command.canvas.getContext('2d');
  if (!context) {
    scope.postMessage({ type: 'failed', reason: 'no 2D context on the offscreen canvas' });
    return;
  }
  engine = createParticleEngine(
    { canvas: command.canvas, context },
    {
      onInteraction: () => scope.postMessage({ type: 'interaction' }),
      onTouch: (particleIndex) => scope.postMessage({ type: 'touch', particleIndex }),
    },
  );
  engine.setDark(command.isDark);
  engine.resize(command.width, command.height, command.pixelRatio);
  engine.setAnimating(command.isAnimating);
  scope.postMessage({ type: 'ready' });
}

scope.addEventListener('message', ({ data: command }) => {
  if (command.type === 'start') return start(command);
  if (!engine) return;
  if (command.type === 'resize') engine.resize(command.width, command.height, command.pixelRatio);
  else if (command.type === 'pointer') engine.movePointer(command.x, command.y, command.isOverContent);
  else if (command.type === 'leave') engine.leavePointer();
  else if (command.type === 'theme') engine.setDark(command.isDark);
  else if (command.type === 'animate') engine.setAnimating(command.isAnimating);
});
