import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { TEST_JWT_SECRET, signJwt, verifyJwt } from './jwt';

// A stand-in for hosted Supabase Auth (which cannot run here), speaking its HTTP contract as the
// supabase/auth server and supabase-js expect it: endpoints under /auth/v1, session and user JSON,
// errors as {code, message} with the X-Supabase-Api-Version echo and x-sb-error-code, HS256 JWTs with
// Supabase's claims, refresh-token rotation and logout that ends the session. Test-only controls live
// under /__test and are not part of the contract.
//
// Password recovery follows the PKCE flow: POST /recover carries the code challenge and redirect_to,
// the e-mail's link (GET /verify?token=…&type=recovery&redirect_to=…) answers 303 to redirect_to?code=…,
// and POST /token?grant_type=pkce turns the code and the matching verifier into a session, once.

interface User {
  id: string;
  email: string;
  password: string;
  confirmedAt: string | null;
  appMeta: Record<string, unknown>;
  userMeta: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  lastSignIn: string | null;
}
interface Session {
  id: string;
  userId: string;
  revoked: boolean;
}
interface Recovery {
  userId: string;
  redirectTo: string;
  challenge: string | null;
  method: string | null;
  createdAt: number;
}
interface FlowState {
  userId: string;
  challenge: string;
  method: string;
  createdAt: number;
}

export interface StandinOptions {
  port: number;
  confirmEmail?: boolean;
  signInLimit?: number;
}

const PWNED = new Set(['password', 'password1', 'password123', '12345678', 'qwerty123']);

export function startSupabaseStandin({
  port,
  confirmEmail = false,
  signInLimit = 30,
}: StandinOptions) {
  const base = `http://localhost:${port}`;
  const users = new Map<string, User>();
  const sessions = new Map<string, Session>();
  // A spent refresh token still answers for a few seconds (GoTrue's refresh-token reuse interval), so
  // two tabs or a page and the proxy refreshing at once do not sign the user out.
  const refreshTokens = new Map<
    string,
    { sessionId: string; used: boolean; usedAt?: number; child?: string }
  >();
  const REUSE_INTERVAL_MS = 10_000;
  const attempts = new Map<string, number>();
  const recoveries: string[] = [];
  // The e-mail's one-time tokens, the last link sent to each address, and the PKCE flow states by code.
  const recoveryTokens = new Map<string, Recovery>();
  const recoveryLinks = new Map<string, string>();
  const flowStates = new Map<string, FlowState>();
  const LINK_TTL_MS = 3600_000;
  const FLOW_TTL_MS = 300_000;
  // Test controls, each scoped to one e-mail address so tests running in parallel never see another
  // test's setting: addresses for which the server is unreachable (the connection is dropped), that
  // must confirm their e-mail first, and that get short-lived access tokens.
  const downFor = new Set<string>();
  const confirmationFor = new Set<string>();
  const tokenTtlFor = new Map<string, number>();
  // Rotations of a refresh token, counted per address.
  const refreshesFor = new Map<string, number>();

  const userJson = (u: User) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: u.confirmedAt,
    phone: '',
    confirmed_at: u.confirmedAt,
    last_sign_in_at: u.lastSignIn,
    app_metadata: u.appMeta,
    user_metadata: u.userMeta,
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: Boolean(u.confirmedAt), sub: u.id },
        provider: 'email',
        created_at: u.createdAt,
        updated_at: u.updatedAt,
        email: u.email,
      },
    ],
    created_at: u.createdAt,
    updated_at: u.updatedAt,
    is_anonymous: false,
  });

  const issue = (u: User, sessionId: string = randomUUID(), reuseRefreshToken?: string) => {
    sessions.set(sessionId, { id: sessionId, userId: u.id, revoked: false });
    const now = Math.floor(Date.now() / 1000);
    const tokenTtl = tokenTtlFor.get(u.email) ?? 3600;
    const access_token = signJwt(
      {
        iss: `${base}/auth/v1`,
        sub: u.id,
        aud: 'authenticated',
        exp: now + tokenTtl,
        iat: now,
        email: u.email,
        phone: '',
        app_metadata: u.appMeta,
        user_metadata: u.userMeta,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      TEST_JWT_SECRET,
    );
    const refresh_token = reuseRefreshToken ?? randomBytes(12).toString('base64url');
    if (!reuseRefreshToken) refreshTokens.set(refresh_token, { sessionId, used: false });
    u.lastSignIn = new Date().toISOString();
    return {
      access_token,
      token_type: 'bearer',
      expires_in: tokenTtl,
      expires_at: now + tokenTtl,
      refresh_token,
      user: userJson(u),
    };
  };

  const weakReasons = (password: string) => {
    const reasons: string[] = [];
    if (password.length < 8) reasons.push('length');
    if (!/[a-z]/i.test(password) || !/\d/.test(password)) reasons.push('characters');
    if (PWNED.has(password.toLowerCase())) reasons.push('pwned');
    return reasons;
  };

  /** The user and session behind a Bearer token, or the contract's error. */
  const authenticate = (
    req: http.IncomingMessage,
  ): { user: User; session: Session } | [number, string, string] => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer '))
      return [401, 'no_authorization', 'This endpoint requires a Bearer token'];
    const claims = verifyJwt(header.slice(7), TEST_JWT_SECRET);
    if (!claims || typeof claims.exp !== 'number' || claims.exp < Date.now() / 1000)
      return [403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired'];
    const session = sessions.get(String(claims.session_id));
    if (!session || session.revoked)
      return [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'];
    const user = users.get(String(claims.sub));
    if (!user) return [403, 'user_not_found', 'User from sub claim in JWT does not exist'];
    return { user, session };
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    } catch {
      body = {};
    }
    const bodyEmail = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (downFor.has(bodyEmail) && !url.pathname.startsWith('/__test/')) {
      req.socket.destroy();
      return;
    }

    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader(
      'Access-Control-Allow-Headers',
      'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
    );
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Expose-Headers', 'x-supabase-api-version, x-sb-error-code');
    res.setHeader('X-Supabase-Api-Version', '2024-01-01');
    const send = (status: number, data?: unknown) => {
      if (data === undefined) {
        res.writeHead(status).end();
        return;
      }
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data));
    };
    const fail = (
      status: number,
      code: string,
      message: string,
      extra: Record<string, unknown> = {},
    ) => {
      res.setHeader('x-sb-error-code', code);
      send(status, { code, message, ...extra });
    };
    if (req.method === 'OPTIONS') return send(204);

    const route = `${req.method} ${url.pathname}`;
    const email = bodyEmail;
    const password = typeof body.password === 'string' ? body.password : '';
    const byEmail = () => [...users.values()].find((u) => u.email === email);

    switch (route) {
      case 'POST /auth/v1/token': {
        const grant = url.searchParams.get('grant_type');
        if (grant === 'password') {
          if (!email || !password) return fail(400, 'validation_failed', 'missing email or phone');
          const n = (attempts.get(email) ?? 0) + 1;
          attempts.set(email, n);
          if (n > signInLimit)
            return fail(429, 'over_request_rate_limit', 'Request rate limit reached');
          const user = byEmail();
          if (!user || user.password !== password)
            return fail(400, 'invalid_credentials', 'Invalid login credentials');
          if (!user.confirmedAt) return fail(400, 'email_not_confirmed', 'Email not confirmed');
          return send(200, issue(user));
        }
        if (grant === 'refresh_token') {
          const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
          const entry = refreshTokens.get(token);
          if (!entry)
            return fail(
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            );
          const session = sessions.get(entry.sessionId);
          if (!session || session.revoked)
            return fail(400, 'session_not_found', 'Session not found');
          if (entry.used) {
            if (!entry.child || Date.now() - entry.usedAt! > REUSE_INTERVAL_MS)
              return fail(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
            return send(200, issue(users.get(session.userId)!, session.id, entry.child));
          }
          const owner = users.get(session.userId)!;
          refreshesFor.set(owner.email, (refreshesFor.get(owner.email) ?? 0) + 1);
          const fresh = issue(owner, session.id);
          Object.assign(entry, { used: true, usedAt: Date.now(), child: fresh.refresh_token });
          return send(200, fresh);
        }
        if (grant === 'pkce') {
          const code = typeof body.auth_code === 'string' ? body.auth_code : '';
          const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
          if (!code || !verifier)
            return fail(
              400,
              'validation_failed',
              'invalid request: both auth code and code verifier should be non-empty',
            );
          const flow = flowStates.get(code);
          if (!flow)
            return fail(
              404,
              'flow_state_not_found',
              'invalid flow state, no valid flow state found',
            );
          if (Date.now() - flow.createdAt > FLOW_TTL_MS)
            return fail(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
          const expected =
            flow.method === 's256'
              ? createHash('sha256').update(verifier).digest('base64url')
              : verifier;
          if (expected !== flow.challenge)
            return fail(
              400,
              'bad_code_verifier',
              'code challenge does not match previously saved code verifier',
            );
          flowStates.delete(code);
          const user = users.get(flow.userId);
          if (!user) return fail(404, 'user_not_found', 'User not found');
          return send(200, issue(user));
        }
        return fail(400, 'validation_failed', 'unsupported_grant_type');
      }
      case 'POST /auth/v1/signup': {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
          return fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
        if (byEmail()) return fail(422, 'user_already_exists', 'User already registered');
        const reasons = weakReasons(password);
        if (reasons.length)
          return fail(
            422,
            'weak_password',
            'Password should be at least 8 characters and contain letters and digits.',
            { weak_password: { reasons } },
          );
        const now = new Date().toISOString();
        const requireConfirmation = confirmEmail || confirmationFor.has(email);
        const user: User = {
          id: randomUUID(),
          email,
          password,
          confirmedAt: requireConfirmation ? null : now,
          appMeta: { provider: 'email', providers: ['email'] },
          userMeta: (body.data as Record<string, unknown>) ?? {},
          createdAt: now,
          updatedAt: now,
          lastSignIn: null,
        };
        users.set(user.id, user);
        return send(
          200,
          requireConfirmation ? { ...userJson(user), confirmation_sent_at: now } : issue(user),
        );
      }
      case 'POST /auth/v1/logout': {
        const who = authenticate(req);
        if (Array.isArray(who)) return fail(...who);
        const scope = url.searchParams.get('scope') ?? 'global';
        for (const s of sessions.values()) {
          if (s.userId !== who.user.id) continue;
          if (
            scope === 'global' ||
            (scope === 'local' && s.id === who.session.id) ||
            (scope === 'others' && s.id !== who.session.id)
          )
            s.revoked = true;
        }
        return send(204);
      }
      case 'GET /auth/v1/user': {
        const who = authenticate(req);
        return Array.isArray(who) ? fail(...who) : send(200, userJson(who.user));
      }
      case 'PUT /auth/v1/user': {
        const who = authenticate(req);
        if (Array.isArray(who)) return fail(...who);
        if (password) {
          const reasons = weakReasons(password);
          if (reasons.length)
            return fail(
              422,
              'weak_password',
              'Password should be at least 8 characters and contain letters and digits.',
              { weak_password: { reasons } },
            );
          who.user.password = password;
        }
        if (body.data && typeof body.data === 'object')
          who.user.userMeta = { ...who.user.userMeta, ...(body.data as object) };
        who.user.updatedAt = new Date().toISOString();
        return send(200, userJson(who.user));
      }
      case 'POST /auth/v1/recover': {
        if (!email) return fail(400, 'validation_failed', 'Password recovery requires an email');
        recoveries.push(email);
        const challenge =
          typeof body.code_challenge === 'string' && body.code_challenge
            ? body.code_challenge
            : null;
        const method =
          typeof body.code_challenge_method === 'string'
            ? body.code_challenge_method.toLowerCase()
            : null;
        if (challenge && method !== 's256' && method !== 'plain')
          return fail(400, 'validation_failed', 'code challenge method not supported');
        // Like the real server: the same answer whether or not the address has an account.
        const user = byEmail();
        if (user) {
          const token = randomBytes(28).toString('hex');
          const redirectTo = url.searchParams.get('redirect_to') ?? base;
          recoveryTokens.set(token, {
            userId: user.id,
            redirectTo,
            challenge,
            method,
            createdAt: Date.now(),
          });
          recoveryLinks.set(
            email,
            `${base}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`,
          );
        }
        return send(200, {});
      }
      case 'GET /auth/v1/verify': {
        // The link in the e-mail: spends the token and sends the browser back to the site.
        const token = url.searchParams.get('token') ?? '';
        const recovery = recoveryTokens.get(token);
        const target = new URL(recovery?.redirectTo ?? url.searchParams.get('redirect_to') ?? base);
        if (
          !recovery ||
          url.searchParams.get('type') !== 'recovery' ||
          Date.now() - recovery.createdAt > LINK_TTL_MS
        ) {
          target.hash = new URLSearchParams({
            error: 'access_denied',
            error_code: 'otp_expired',
            error_description: 'Email link is invalid or has expired',
          }).toString();
          res.writeHead(303, { Location: target.toString() }).end();
          return;
        }
        recoveryTokens.delete(token);
        const user = users.get(recovery.userId)!;
        user.confirmedAt ??= new Date().toISOString();
        if (recovery.challenge) {
          const code = randomUUID();
          flowStates.set(code, {
            userId: user.id,
            challenge: recovery.challenge,
            method: recovery.method ?? 's256',
            createdAt: Date.now(),
          });
          target.searchParams.set('code', code);
        } else {
          // Implicit flow: the session in the fragment.
          const session = issue(user);
          target.hash = new URLSearchParams({
            access_token: session.access_token,
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            refresh_token: session.refresh_token,
            token_type: 'bearer',
            type: 'recovery',
          }).toString();
        }
        res.writeHead(303, { Location: target.toString() }).end();
        return;
      }
    }

    // Admin API: only the service_role key may use it.
    if (url.pathname.startsWith('/auth/v1/admin/')) {
      const claims = verifyJwt(
        (req.headers.authorization ?? '').replace(/^Bearer /, ''),
        TEST_JWT_SECRET,
      );
      if (claims?.role !== 'service_role') return fail(403, 'not_admin', 'User not allowed');
      if (req.method === 'GET' && url.pathname === '/auth/v1/admin/users')
        return send(200, { users: [...users.values()].map(userJson), aud: 'authenticated' });
      const id = url.pathname.match(/^\/auth\/v1\/admin\/users\/([\w-]+)$/)?.[1];
      const user = id ? users.get(id) : undefined;
      if (req.method === 'PUT' && user) {
        if (body.app_metadata && typeof body.app_metadata === 'object')
          user.appMeta = { ...user.appMeta, ...(body.app_metadata as object) };
        user.updatedAt = new Date().toISOString();
        return send(200, userJson(user));
      }
      return fail(404, 'user_not_found', 'User not found');
    }

    // Test controls.
    const toggle = (set: Set<string>) => {
      if (body.on) set.add(bodyEmail);
      else set.delete(bodyEmail);
      return send(200, {});
    };
    if (route === 'POST /__test/down') return toggle(downFor);
    if (route === 'POST /__test/confirm-email') return toggle(confirmationFor);
    if (route === 'GET /__test/recoveries') return send(200, recoveries);
    // The link the last recovery e-mail to this address carried (what the user clicks).
    if (route === 'GET /__test/recovery-link') {
      const link = recoveryLinks.get((url.searchParams.get('email') ?? '').trim().toLowerCase());
      return link
        ? send(200, { link })
        : fail(404, 'not_found', 'No recovery e-mail for this address');
    }
    if (route === 'POST /__test/token-ttl') {
      tokenTtlFor.set(bodyEmail, Number(body.seconds) || 3600);
      return send(200, {});
    }
    if (route === 'GET /__test/stats') {
      const who = (url.searchParams.get('email') ?? '').trim().toLowerCase();
      return send(200, { refreshes: refreshesFor.get(who) ?? 0, users: users.size });
    }
    return fail(404, 'not_found', 'Not found');
  });

  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(port, 'localhost', () =>
      resolve({ url: base, close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}
