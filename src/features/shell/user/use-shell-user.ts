import { useQuery } from '@tanstack/react-query';
import { userQueryOptions, type Role, type User } from '@/features/user';
import { useSignedIn } from '@/lib/auth';

export interface ShellUser {
  /** The signed-in user, or null for an anonymous visitor (or while loading). */
  user: User | null;
  role: Role;
  anonymous: boolean;
  isPending: boolean;
}

/**
 * Who the shell is showing: without a session the visitor is anonymous and nothing is fetched; a
 * user whose role is ANONYMOUS counts as anonymous too (spec point 6).
 */
export function useShellUser(): ShellUser {
  const signedIn = useSignedIn();
  const query = useQuery({ ...userQueryOptions(), enabled: signedIn });
  const user = signedIn ? (query.data ?? null) : null;
  const role: Role = user?.role ?? 'ANONYMOUS';
  return { user, role, anonymous: role === 'ANONYMOUS', isPending: signedIn && query.isPending };
}
