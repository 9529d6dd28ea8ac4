import { useEffect, useState } from 'react';
import { renderIsland } from '../../islands/react-island';
import { ParticleCollector } from './particle-collector';

const GAME_REQUEST_EVENT = 'game:island-open';

/** The game window, open from the first request and again at each later one. */
function GameHost() {
  const [isOpen, setOpen] = useState(true);
  useEffect(() => {
    const open = () => setOpen(true);
    window.addEventListener(GAME_REQUEST_EVENT, open);
    return () => window.removeEventListener(GAME_REQUEST_EVENT, open);
  }, []);
  return <ParticleCollector open={isOpen} onOpenChange={setOpen} />;
}

let isDrawn = false;

/** Opens the "Particle Collector" window, drawing its island the first time. */
export function openGame(): void {
  if (isDrawn) {
    window.dispatchEvent(new Event(GAME_REQUEST_EVENT));
    return;
  }
  isDrawn = true;
  const container = document.createElement('div');
  container.dataset.island = 'game';
  document.body.append(container);
  void renderIsland(container, <GameHost />, 'The game');
}
