'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { createSupabaseBrowserClient } from '@/lib/supabase/client';

// The original site's auth state: user, session and a loading flag that is true until the first
// session check or the first auth event. For display only: the server decides access from verified
// claims, never from this state.
export interface AuthState {
  user: User | null;
  session: Session | null;
  loading: boolean;
  lastEvent: AuthChangeEvent | null;
  supabase: SupabaseClient;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ config, children }: { config: { url: string; anonKey: string }; children: ReactNode }) {
  const supabase = useMemo(() => createSupabaseBrowserClient(config), [config]);
  const [state, setState] = useState<Omit<AuthState, 'supabase'>>({ user: null, session: null, loading: true, lastEvent: null });

  useEffect(() => {
    let settled = false;
    supabase.auth.getSession().then(({ data }) => {
      if (!settled) setState({ user: data.session?.user ?? null, session: data.session, loading: false, lastEvent: null });
    });
    // INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      settled = true;
      setState({ user: session?.user ?? null, session, loading: false, lastEvent: event });
    });
    return () => data.subscription.unsubscribe();
  }, [supabase]);

  const value = useMemo(() => ({ ...state, supabase }), [state, supabase]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
