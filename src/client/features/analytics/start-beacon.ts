/**
 * Loads and starts the visitor beacon (docs/decisions/0122) once the page has loaded and the main
 * thread is idle, so neither its download nor its work competes with the page's own. When it
 * cannot load (a blocker), the page does not notice.
 */
export function startBeaconWhenIdle(): void {
  const start = () => void import('./beacon').then((beacon) => beacon.startBeacon()).catch(() => undefined);
  const whenIdle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
