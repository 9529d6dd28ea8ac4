import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages (/ and /blog) arrive with their HTML: hydrate it instead of painting again.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

// Visitor counts without cookies (docs/decisions/0122): a tiny module of its own that waits for
// the loaded page to be idle; when it cannot load (a blocker), the page does not notice.
void import('./features/analytics/beacon').then((beacon) => beacon.startBeacon()).catch(() => undefined);
