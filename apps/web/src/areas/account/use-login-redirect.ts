import { useSession } from '../../session/session.ts';

/**
 * These pages are reachable without login but show a user's own data: the path to sign in and come
 * back, or null when a user is known.
 */
export function useLoginRedirect(path: string): string | null {
  const { userId } = useSession();
  return userId ? null : `/login?${new URLSearchParams({ redirect: path })}`;
}
