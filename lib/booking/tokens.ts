import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

// A booking has two names: a short reference a person can read out on the phone (not a key to
// anything), and an unguessable link token for its private page. The token is derived from the
// booking form's one-time key (128 random bits, made by the server for each form), so a re-posted form
// finds the same booking and link; the database keeps only hashes of both.

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L, U). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * BK- (or another prefix: AMC- for a maintenance contract request) and six characters: 30^6 ≈ 729
 * million; a clash is drawn again (lib/booking/store.ts, lib/amc/store.ts).
 */
export function newReference(prefix: 'BK' | 'AMC' = 'BK'): string {
  let out = `${prefix}-`;
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** A fresh one-time key for a booking form. */
export const newFormKey = () => `${randomUUID()}-${randomBytes(4).toString('hex')}`;

export const isFormKey = (key: unknown): key is string =>
  typeof key === 'string' && /^[A-Za-z0-9-]{32,64}$/.test(key);

/**
 * The private page's token for a form key: 43 URL-safe characters (256 bits). Each kind of private
 * page derives its own, so one form key never opens another kind's page.
 */
export const tokenFromKey = (key: string, purpose: 'booking-link' | 'amc-link' = 'booking-link') =>
  createHash('sha256').update(`${purpose}:${key}`).digest('base64url');

export const tokenHash = (value: string) => createHash('sha256').update(value).digest('hex');
