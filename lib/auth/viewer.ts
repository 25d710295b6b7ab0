import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { isAuthError } from '@supabase/supabase-js';
import { errorCode, log } from '@/lib/log';
import {
  AUTH_TIMEOUT_MS,
  AUTH_UNREACHABLE_HEADER,
  checkSession,
} from '@/lib/supabase/auth-deadline';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { roleOf, type StaffRole } from './roles';

export interface Viewer {
  id: string;
  email: string;
  /** The workspace role, or null for a signed-in user without one. */
  role: StaffRole | null;
  isAdmin: boolean;
  /** Staff or admin: may work leads and bookings. */
  isStaff: boolean;
}

export type ViewerState =
  | { status: 'signed-in'; viewer: Viewer }
  | { status: 'signed-out' }
  /** Supabase Auth did not answer in time: nobody counts as signed in, and /admin says why. */
  | { status: 'unreachable' };

/**
 * Who is asking, from verified claims (getClaims checks the token; never trust getSession on the
 * server). Admin is `app_metadata.role === 'admin'`, which users cannot change themselves. Bounded:
 * when the proxy already found auth unreachable, no second try; otherwise at most AUTH_TIMEOUT_MS.
 * A bad cookie means signed out (the proxy clears it; a server component cannot).
 */
export const getViewerState = cache(async (): Promise<ViewerState> => {
  if ((await headers()).get(AUTH_UNREACHABLE_HEADER)) return { status: 'unreachable' };
  const deadline = AbortSignal.timeout(AUTH_TIMEOUT_MS);
  const supabase = await createSupabaseServerClient({ deadline });
  if (!supabase) return { status: 'signed-out' };
  const check = await checkSession(supabase.auth, deadline);
  if (check.status === 'unreachable') {
    log.warn('auth.unreachable', { where: 'viewer' });
    return check;
  }
  if (check.status === 'signed-out') {
    // Thrown rather than answered: a cookie supabase-js could not even read.
    if (check.error && !isAuthError(check.error))
      log.warn('auth.session_cookie_rejected', { where: 'viewer', ...errorCode(check.error) });
    return { status: 'signed-out' };
  }
  const claims = check.claims as { sub: string; email?: string; app_metadata?: { role?: unknown } };
  const role = roleOf(claims.app_metadata);
  return {
    status: 'signed-in',
    viewer: {
      id: claims.sub,
      email: claims.email ?? '',
      role,
      isAdmin: role === 'admin',
      isStaff: role !== null,
    },
  };
});

/** The signed-in viewer, or null (signed out, or auth unreachable). */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const state = await getViewerState();
  return state.status === 'signed-in' ? state.viewer : null;
});

export class NotAuthorisedError extends Error {
  constructor() {
    super('Not authorised');
  }
}

/** For data access and actions on leads and bookings: a staff or admin viewer, or an error. */
export async function requireStaff(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer?.isStaff) throw new NotAuthorisedError();
  return viewer;
}

/** For prices, capacity, closed days and roles: the admin viewer, or an error (the caller shows nothing). */
export async function requireAdmin(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer?.isAdmin) throw new NotAuthorisedError();
  return viewer;
}
