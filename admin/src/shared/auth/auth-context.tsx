import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface Auth {
  /** Forgets the stored credentials and shows the sign-in screen (what any 401 leads to). */
  signOut: () => void;
}

const AuthContext = createContext<Auth | null>(null);

/** Gives every screen below it the session's sign-out, so no page passes it through props. */
export function AuthProvider({ signOut, children }: { signOut: () => void; children: ReactNode }) {
  const value = useMemo(() => ({ signOut }), [signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  // A screen rendered outside the signed-in shell is a programming error, not a state to tolerate.
  if (!auth) throw new Error('useAuth() needs an <AuthProvider> above it');
  return auth;
}
