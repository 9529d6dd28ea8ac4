import { Router } from 'wouter';
import { Toaster } from './components/ui/toaster';
import { AppRoutes } from './routes';

/**
 * The client-rendered pages (the tools, the not-found page). The toaster is in this first bundle
 * so an error toast shows even when the network that failed would also fail its chunk.
 */
export function App() {
  return (
    <>
      <Router>
        <AppRoutes />
      </Router>
      <Toaster />
    </>
  );
}
