import { type ReactNode, useEffect, useState } from 'react';

/** Mounts its children only after hydration: what first paint does not need stays out of the way. */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated ? children : null;
}
