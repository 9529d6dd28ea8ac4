import { hydrateIsland } from '../../islands/react-island';
import { RoiPanel } from './roi-calculator';

/** Hydrates the calculator's prerendered form and results in place. */
export function wakeRoi(container: Element): Promise<void> {
  return hydrateIsland(container, <RoiPanel />, 'The calculator');
}
