import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { GAME_OPEN_EVENT, PARTICLES_INTERACTION_EVENT } from './living-page-events';
import { useAmbientMusic } from './music/use-ambient-music';
import { ParticleBackground } from './particles/particle-background';

// The game (and its dialog code) loads only when first asked for.
const ParticleCollector = lazy(() =>
  import('./game/particle-collector').then((module) => ({ default: module.ParticleCollector })),
);

/**
 * What makes the landing page feel alive, loaded after first paint: background particles,
 * ambient music and the hidden game. It talks to the chat widget through window events
 * (see living-page-events): GAME_OPEN_EVENT opens the game, and the particles' hover trigger
 * is broadcast as PARTICLES_INTERACTION_EVENT.
 */
export default function LivingPage() {
  const [isGameOpen, setGameOpen] = useState(false);
  const [isGameLoaded, setGameLoaded] = useState(false);

  useAmbientMusic();

  useEffect(() => {
    const openGame = () => {
      setGameLoaded(true);
      setGameOpen(true);
    };
    window.addEventListener(GAME_OPEN_EVENT, openGame);
    return () => window.removeEventListener(GAME_OPEN_EVENT, openGame);
  }, []);

  const announceInteraction = useCallback(() => {
    window.dispatchEvent(new Event(PARTICLES_INTERACTION_EVENT));
  }, []);

  return (
    <>
      <ParticleBackground onInteraction={announceInteraction} />
      {isGameLoaded && (
        <Suspense fallback={null}>
          <ParticleCollector open={isGameOpen} onOpenChange={setGameOpen} />
        </Suspense>
      )}
    </>
  );
}
