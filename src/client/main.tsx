import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The client-rendered pages (tools, not-found); / and /blog are prerendered pages with islands.
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
