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

/** What a route handler gets: the parsed request and the two ways to answer it. */
interface Ctx {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  body: Record<string, unknown>;
  /** The body's e-mail address, trimmed and lower-cased ('' when absent). */
  email: string;
  password: string;
  /** The :id segment of the path, when the route has one. */
  id: string;
  send: (status: number, data?: unknown) => void;
  fail: (status: number, code: string, message: string, extra?: Record<string, unknown>) => void;
}
type Handler = (c: Ctx) => void;

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
  // test's setting: addresses for which the server is unreachable (the connection is dropped), for
  // which it hangs (the connection is accepted and never answered, as behind a firewall that drops
  // packets), that must confirm their e-mail first, and that get short-lived access tokens. A request
  // concerns an address through its body's e-mail, its refresh token's owner or its Bearer token.
  const downFor = new Set<string>();
  const hangFor = new Set<string>();
  // Requests left hanging, ended when the stand-in closes.
  const hanging = new Set<http.ServerResponse>();
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

  const weakPassword = (c: Ctx, password: string) => {
    const reasons = weakReasons(password);
    if (!reasons.length) return false;
    c.fail(
      422,
      'weak_password',
      'Password should be at least 8 characters and contain letters and digits.',
      { weak_password: { reasons } },
    );
    return true;
  };
  const byEmail = (email: string) => [...users.values()].find((u) => u.email === email);

  /** The address a request is about, for the per-address test controls ('' when none). */
  const addressOf = (req: http.IncomingMessage, body: Record<string, unknown>): string => {
    if (typeof body.email === 'string') return body.email.trim().toLowerCase();
    const refresh =
      typeof body.refresh_token === 'string' ? refreshTokens.get(body.refresh_token) : null;
    const session = refresh ? sessions.get(refresh.sessionId) : undefined;
    if (session) return users.get(session.userId)?.email ?? '';
    const claims = verifyJwt(
      (req.headers.authorization ?? '').replace(/^Bearer /, ''),
      TEST_JWT_SECRET,
    );
    return typeof claims?.email === 'string' ? claims.email : '';
  };

  // POST /auth/v1/token, by grant_type.
  const grants: Record<string, Handler> = {
    password: (c) => {
      const { email, password } = c;
      if (!email || !password) return c.fail(400, 'validation_failed', 'missing email or phone');
      const n = (attempts.get(email) ?? 0) + 1;
      attempts.set(email, n);
      if (n > signInLimit)
        return c.fail(429, 'over_request_rate_limit', 'Request rate limit reached');
      const user = byEmail(email);
      if (!user || user.password !== password)
        return c.fail(400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.confirmedAt) return c.fail(400, 'email_not_confirmed', 'Email not confirmed');
      c.send(200, issue(user));
    },
    refresh_token: (c) => {
      const token = typeof c.body.refresh_token === 'string' ? c.body.refresh_token : '';
      const entry = refreshTokens.get(token);
      if (!entry)
        return c.fail(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      const session = sessions.get(entry.sessionId);
      if (!session || session.revoked) return c.fail(400, 'session_not_found', 'Session not found');
      if (entry.used) {
        if (!entry.child || Date.now() - entry.usedAt! > REUSE_INTERVAL_MS)
          return c.fail(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        return c.send(200, issue(users.get(session.userId)!, session.id, entry.child));
      }
      const owner = users.get(session.userId)!;
      refreshesFor.set(owner.email, (refreshesFor.get(owner.email) ?? 0) + 1);
      const fresh = issue(owner, session.id);
      Object.assign(entry, { used: true, usedAt: Date.now(), child: fresh.refresh_token });
      c.send(200, fresh);
    },
    pkce: (c) => {
      const code = typeof c.body.auth_code === 'string' ? c.body.auth_code : '';
      const verifier = typeof c.body.code_verifier === 'string' ? c.body.code_verifier : '';
      if (!code || !verifier)
        return c.fail(
          400,
          'validation_failed',
          'invalid request: both auth code and code verifier should be non-empty',
        );
      const flow = flowStates.get(code);
      if (!flow)
        return c.fail(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      if (Date.now() - flow.createdAt > FLOW_TTL_MS)
        return c.fail(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
      const expected =
        flow.method === 's256'
          ? createHash('sha256').update(verifier).digest('base64url')
          : verifier;
      if (expected !== flow.challenge)
        return c.fail(
          400,
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        );
      flowStates.delete(code);
      const user = users.get(flow.userId);
      if (!user) return c.fail(404, 'user_not_found', 'User not found');
      c.send(200, issue(user));
    },
  };

  /** Runs a handler for a signed-in user, or answers the contract's error for the token. */
  const signedIn =
    (handler: (c: Ctx, who: { user: User; session: Session }) => void): Handler =>
    (c) => {
      const who = authenticate(c.req);
      if (Array.isArray(who)) return c.fail(...who);
      handler(c, who);
    };

  /** The admin API: only the service_role key may use it. */
  const adminOnly =
    (handler: Handler): Handler =>
    (c) => {
      const claims = verifyJwt(
        (c.req.headers.authorization ?? '').replace(/^Bearer /, ''),
        TEST_JWT_SECRET,
      );
      if (claims?.role !== 'service_role') return c.fail(403, 'not_admin', 'User not allowed');
      handler(c);
    };

  /** Test controls that switch a setting on or off for one address. */
  const toggle =
    (set: Set<string>): Handler =>
    (c) => {
      if (c.body.on) set.add(c.email);
      else set.delete(c.email);
      c.send(200, {});
    };

  // Keyed by method and path; a path segment written :id matches any id (see routeKey).
  const routes: Record<string, Handler> = {
    'POST /auth/v1/token': (c) => {
      const type = c.url.searchParams.get('grant_type') ?? '';
      const grant = Object.hasOwn(grants, type) ? grants[type] : undefined;
      if (!grant) return c.fail(400, 'validation_failed', 'unsupported_grant_type');
      grant(c);
    },

    'POST /auth/v1/signup': (c) => {
      const { email, password } = c;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        return c.fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
      // Like GoTrue: the password's strength is checked before the address is looked up, so a weak
      // password gets the same answer for a taken address as for a new one.
      if (weakPassword(c, password)) return;
      if (byEmail(email)) return c.fail(422, 'user_already_exists', 'User already registered');
      const now = new Date().toISOString();
      const requireConfirmation = confirmEmail || confirmationFor.has(email);
      const user: User = {
        id: randomUUID(),
        email,
        password,
        confirmedAt: requireConfirmation ? null : now,
        appMeta: { provider: 'email', providers: ['email'] },
        userMeta: (c.body.data as Record<string, unknown>) ?? {},
        createdAt: now,
        updatedAt: now,
        lastSignIn: null,
      };
      users.set(user.id, user);
      c.send(
        200,
        requireConfirmation ? { ...userJson(user), confirmation_sent_at: now } : issue(user),
      );
    },

    'POST /auth/v1/logout': signedIn((c, who) => {
      const scope = c.url.searchParams.get('scope') ?? 'global';
      for (const s of sessions.values()) {
        if (s.userId !== who.user.id) continue;
        if (
          scope === 'global' ||
          (scope === 'local' && s.id === who.session.id) ||
          (scope === 'others' && s.id !== who.session.id)
        )
          s.revoked = true;
      }
      c.send(204);
    }),

    'GET /auth/v1/user': signedIn((c, who) => c.send(200, userJson(who.user))),

    'PUT /auth/v1/user': signedIn((c, who) => {
      if (c.password) {
        if (weakPassword(c, c.password)) return;
        who.user.password = c.password;
      }
      if (c.body.data && typeof c.body.data === 'object')
        who.user.userMeta = { ...who.user.userMeta, ...(c.body.data as object) };
      who.user.updatedAt = new Date().toISOString();
      c.send(200, userJson(who.user));
    }),

    'POST /auth/v1/recover': (c) => {
      const { email, body, url } = c;
      if (!email) return c.fail(400, 'validation_failed', 'Password recovery requires an email');
      recoveries.push(email);
      const challenge =
        typeof body.code_challenge === 'string' && body.code_challenge ? body.code_challenge : null;
      const method =
        typeof body.code_challenge_method === 'string'
          ? body.code_challenge_method.toLowerCase()
          : null;
      if (challenge && method !== 's256' && method !== 'plain')
        return c.fail(400, 'validation_failed', 'code challenge method not supported');
      // Like the real server: the same answer whether or not the address has an account.
      const user = byEmail(email);
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
      c.send(200, {});
    },

    // The link in the e-mail: spends the token and sends the browser back to the site.
    'GET /auth/v1/verify': (c) => {
      const { url } = c;
      const token = url.searchParams.get('token') ?? '';
      const recovery = recoveryTokens.get(token);
      const target = new URL(recovery?.redirectTo ?? url.searchParams.get('redirect_to') ?? base);
      const redirect = () => c.res.writeHead(303, { Location: target.toString() }).end();
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
        return redirect();
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
      redirect();
    },

    'GET /auth/v1/admin/users': adminOnly((c) =>
      c.send(200, { users: [...users.values()].map(userJson), aud: 'authenticated' }),
    ),

    'PUT /auth/v1/admin/users/:id': adminOnly((c) => {
      const user = users.get(c.id);
      if (!user) return c.fail(404, 'user_not_found', 'User not found');
      if (c.body.app_metadata && typeof c.body.app_metadata === 'object')
        user.appMeta = { ...user.appMeta, ...(c.body.app_metadata as object) };
      user.updatedAt = new Date().toISOString();
      c.send(200, userJson(user));
    }),

    'POST /__test/down': toggle(downFor),
    'POST /__test/hang': toggle(hangFor),
    'POST /__test/confirm-email': toggle(confirmationFor),
    'GET /__test/recoveries': (c) => c.send(200, recoveries),
    // The link the last recovery e-mail to this address carried (what the user clicks).
    'GET /__test/recovery-link': (c) => {
      const link = recoveryLinks.get((c.url.searchParams.get('email') ?? '').trim().toLowerCase());
      if (!link) return c.fail(404, 'not_found', 'No recovery e-mail for this address');
      c.send(200, { link });
    },
    'POST /__test/token-ttl': (c) => {
      tokenTtlFor.set(c.email, Number(c.body.seconds) || 3600);
      c.send(200, {});
    },
    'GET /__test/stats': (c) => {
      const who = (c.url.searchParams.get('email') ?? '').trim().toLowerCase();
      c.send(200, { refreshes: refreshesFor.get(who) ?? 0, users: users.size });
    },
  };

  // Any other admin path still needs the service_role key first, then is not found.
  const adminNotFound = adminOnly((c) => c.fail(404, 'user_not_found', 'User not found'));

  /** The table's key for a request, and the id a :id segment stood for. */
  const routeKey = (method: string, pathname: string) => {
    const id = pathname.match(/^\/auth\/v1\/admin\/users\/([\w-]+)$/)?.[1];
    return id
      ? { key: `${method} /auth/v1/admin/users/:id`, id }
      : { key: `${method} ${pathname}`, id: '' };
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
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!url.pathname.startsWith('/__test/')) {
      const address = addressOf(req, body);
      if (downFor.has(address)) {
        req.socket.destroy();
        return;
      }
      if (hangFor.has(address)) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
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

    const { key, id } = routeKey(req.method ?? 'GET', url.pathname);
    const password = typeof body.password === 'string' ? body.password : '';
    const ctx: Ctx = { req, res, url, body, email, password, id, send, fail };
    const handler =
      routes[key] ??
      (url.pathname.startsWith('/auth/v1/admin/')
        ? adminNotFound
        : (c: Ctx) => c.fail(404, 'not_found', 'Not found'));
    handler(ctx);
  });

  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(port, 'localhost', () =>
      resolve({
        url: base,
        close: () =>
          new Promise((r) => {
            for (const res of hanging) res.socket?.destroy();
            server.close(() => r());
          }),
      }),
    );
  });
}
