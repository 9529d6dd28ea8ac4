import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { startBeaconWhenIdle } from './features/analytics/start-beacon';
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

// Visitor counts without cookies (docs/decisions/0122), fetched and started once the page is idle.
startBeaconWhenIdle();
