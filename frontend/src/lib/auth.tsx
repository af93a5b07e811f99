import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { AuthUser } from '@sentilog/contracts/web';
import { api } from './api-client';
import { storage, storageKeys } from './storage';

/** The user object every auth answer carries. */
export type User = AuthUser;

/** `POST /api/auth/user-profile {token}`: the signed-in user's profile. */
export async function fetchProfile(token: string): Promise<User> {
  const { data } = await api.post<User | { user: User }>('/api/auth/user-profile', { token });
  return 'user' in data && data.user ? data.user : (data as User);
}

/** `POST /api/auth/logout`: the server revokes the token, so no copy of it works any more. */
export async function revokeToken(token: string): Promise<void> {
  await api.post('/api/auth/logout', {}, { headers: { Authorization: `Bearer ${token}` } });
}

export interface AuthState {
  token: string | null;
  user: User | null;
  /** True until the session start (the profile fetch) has finished. */
  loading: boolean;
  /** Logged-in means a token is present. */
  isLoggedIn: boolean;
  /** Stores a new session (login, signup, social sign-in). */
  signIn: (token: string, user?: User | null) => void;
  /** Replaces the stored user (profile update). */
  updateUser: (user: User) => void;
  /** Logout: revokes the token on the server and removes token and registered (and the cached user). */
  signOut: () => void;
  /**
   * Forgets the session here only, asking the server nothing: after account deletion every token
   * of the account is already revoked, and a logout call would only be refused (401).
   */
  forgetSession: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // The token found at start-up is the one the session start checks. Children's effects run
  // before this provider's, so a sign-in that happens at mount (the OAuth callback) must not be
  // mistaken for it.
  const [startToken] = useState<string | null>(() => storage.get(storageKeys.token));
  const [token, setToken] = useState<string | null>(startToken);
  const [user, setUser] = useState<User | null>(() =>
    startToken ? storage.getJson<User>(storageKeys.user) : null,
  );
  const [loading, setLoading] = useState<boolean>(startToken !== null);

  // Session start: with a stored token, fetch the profile; on failure clear the session silently.
  useEffect(() => {
    if (!startToken) return;
    let active = true;
    fetchProfile(startToken)
      .then((profile) => {
        if (!active || storage.get(storageKeys.token) !== startToken) return;
        storage.setJson(storageKeys.user, profile);
        setUser(profile);
      })
      .catch((err: unknown) => {
        if (!active || storage.get(storageKeys.token) !== startToken) return;
        console.warn('Session check failed; signing out', err);
        storage.remove(storageKeys.token, storageKeys.user);
        setToken(null);
        setUser(null);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [startToken]);

  // Another tab signing in or out changes this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== storageKeys.token && event.key !== storageKeys.user)
        return;
      setToken(storage.get(storageKeys.token));
      setUser(storage.getJson<User>(storageKeys.user));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((newToken: string, newUser?: User | null) => {
    storage.set(storageKeys.token, newToken);
    storage.set(storageKeys.registered, '1');
    if (newUser) storage.setJson(storageKeys.user, newUser);
    setToken(newToken);
    setUser(newUser ?? storage.getJson<User>(storageKeys.user));
  }, []);

  const updateUser = useCallback((newUser: User) => {
    storage.setJson(storageKeys.user, newUser);
    setUser(newUser);
  }, []);

  const forgetSession = useCallback(() => {
    storage.remove(storageKeys.token, storageKeys.registered, storageKeys.user);
    setToken(null);
    setUser(null);
  }, []);

  const signOut = useCallback(() => {
    const current = storage.get(storageKeys.token);
    forgetSession();
    // Signing out here never waits for the server; a token it no longer knows (401) is fine.
    if (current) {
      revokeToken(current).catch((err: unknown) =>
        console.warn('The server could not revoke the token', err),
      );
    }
  }, [forgetSession]);

  const value = useMemo<AuthState>(
    () => ({
      token,
      user,
      loading,
      isLoggedIn: token !== null,
      signIn,
      updateUser,
      signOut,
      forgetSession,
    }),
    [token, user, loading, signIn, updateUser, signOut, forgetSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
