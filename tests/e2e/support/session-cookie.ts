import { signJwt } from '../../support/jwt';

// Session cookies as @supabase/ssr writes them (sb-<project ref>-auth-token, the session JSON behind a
// base64- prefix), for tests that bring a browser with a given session: a real one from the auth
// stand-in, or a hand-made one as an attacker or a stale browser would send.
const port = Number(process.env.E2E_PORT ?? 3100);
export const standin = `http://localhost:${port + 50}`;
/** The project ref is the auth server's first host label: "localhost" for the stand-in. */
export const sessionCookieName = 'sb-localhost-auth-token';

export const encodeSession = (session: unknown) =>
  `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;

/** A new account on the stand-in and the session its sign-up returns (e-mail confirmation is off). */
export async function signUpAtStandin(email: string, password = 'Cool-air-2026') {
  const response = await fetch(`${standin}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`stand-in sign-up answered ${response.status}`);
  return (await response.json()) as Record<string, unknown> & { expires_at: number };
}

/** A session whose access token expired an hour ago, signed with a key the auth server never used. */
export function forgedExpiredSession(refreshToken = 'unknown-refresh-token') {
  const now = Math.floor(Date.now() / 1000);
  const access_token = signJwt(
    {
      iss: `${standin}/auth/v1`,
      sub: '00000000-0000-4000-8000-000000000000',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'forged@example.com',
      session_id: '00000000-0000-4000-8000-000000000001',
      iat: now - 7200,
      exp: now - 3600,
    },
    'a-wrong-key-that-the-auth-server-never-signed-with',
  );
  return {
    access_token,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now - 3600,
    refresh_token: refreshToken,
    user: { id: '00000000-0000-4000-8000-000000000000', email: 'forged@example.com' },
  };
}
