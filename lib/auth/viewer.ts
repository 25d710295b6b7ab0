import 'server-only';
import { cache } from 'react';
import { createSupabaseServerClient } from '@/lib/supabase/server';

export interface Viewer {
  id: string;
  email: string;
  isAdmin: boolean;
}

/**
 * Who is asking, from verified claims (getClaims checks the token; never trust getSession on the
 * server). Admin is `app_metadata.role === 'admin'`, which users cannot change themselves.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const supabase = await createSupabaseServerClient();
  if (!supabase) return null;
  const { data, error } = await supabase.auth.getClaims();
  if (error || !data?.claims?.sub) return null;
  const claims = data.claims as { sub: string; email?: string; app_metadata?: { role?: string } };
  return {
    id: claims.sub,
    email: claims.email ?? '',
    isAdmin: claims.app_metadata?.role === 'admin',
  };
});

export class NotAuthorisedError extends Error {
  constructor() {
    super('Not authorised');
  }
}

/** For data access and actions: the admin viewer, or an error (the caller shows nothing). */
export async function requireAdmin(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer?.isAdmin) throw new NotAuthorisedError();
  return viewer;
}
