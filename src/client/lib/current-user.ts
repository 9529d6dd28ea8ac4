import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/api/auth';
import { apiRequest } from './api';

export type { CurrentUser };

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** Spec §7: GET /api/auth/user, never retried; a 401 means "not signed in", not an error. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      try {
        return await apiRequest<CurrentUser>('GET', '/api/auth/user');
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('401:')) return null;
        throw error;
      }
    },
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, isError: query.isError };
}

export function displayName(user: CurrentUser | null): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return name || 'User';
}

export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
