import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme, type Theme } from './theme';

/** Prerendered HTML assumes light; React re-renders with the real theme right after it mounts. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, currentTheme, () => 'light' as const);
}
