import { createContext, useContext } from 'react';
import type { AuthResult } from '@gold/contracts/auth';
import type { User } from '@gold/contracts/profile';
import type { UserStatus } from '@gold/contracts/rules/user-status';

export type Session = {
  /** loading: a stored token is being checked against the server. */
  state: 'loading' | 'authenticated' | 'guest';
  user: User | null;
  status: UserStatus;
  /** The user came from the server in this page's life (sign-in or the start-up refresh), not only from storage. */
  confirmed: boolean;
  signIn(result: AuthResult): void;
  signOut(): void;
  setUser(user: User): void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
