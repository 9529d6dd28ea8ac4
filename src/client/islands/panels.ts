import { readPanelRequest } from '../features/detail-panel/panel-trigger';
import { lazyIsland, showLoadFailure } from './wake';

const loadPanels = lazyIsland(() => import('../features/detail-panel/detail-panel-island'));

// Presses made while the code is on its way are applied in order once it comes: none is lost.
let queue: Promise<unknown> = Promise.resolve();

/** Cards in experience, skills and projects open their detail panel (spec §2, §4). */
export function bindDetailPanels(): void {
  document.addEventListener('click', (event) => {
    const request = readPanelRequest(event);
    if (!request) return;
    queue = queue
      .then(() => loadPanels())
      .then(({ togglePanel }) => togglePanel(request))
      .catch(() => showLoadFailure('The details', () => request.trigger.click()));
  });
}
