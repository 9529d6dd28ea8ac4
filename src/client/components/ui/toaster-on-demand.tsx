import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Radix's toast viewport, loaded when the first toast is raised: the toast store keeps it, so
 * nothing is lost by waiting, and a visit that never shows a toast never loads the code.
 */
export function ToasterOnDemand() {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
