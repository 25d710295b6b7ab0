import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 JSON Web Tokens, as Supabase Auth issues them when the project uses a shared JWT secret.
const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  return `${head}.${body}.${b64url(signature)}`;
}

/** The claims of a token signed with `secret`, or null when it is malformed or the signature is wrong. */
export function verifyJwt(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

/** The keys a Supabase project hands out: JWTs with role anon and service_role. */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-with-at-least-32-characters';
const forever = { iss: 'supabase', iat: 1_700_000_000, exp: 4_100_000_000 };
export const TEST_ANON_KEY = signJwt({ ...forever, role: 'anon' }, TEST_JWT_SECRET);
export const TEST_SERVICE_KEY = signJwt({ ...forever, role: 'service_role' }, TEST_JWT_SECRET);
