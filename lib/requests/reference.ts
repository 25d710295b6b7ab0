import { randomInt } from 'node:crypto';

// A request's second name: a short reference a person can read out on the phone. It is not a key to
// anything (the private page needs the link token).

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L, U). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** BK-: a booked visit; AMC-: a maintenance contract request. */
export type ReferencePrefix = 'BK' | 'AMC';

/**
 * The prefix and six characters: 30^6 ≈ 729 million; a clash is drawn again by the insert
 * (lib/requests/create.ts).
 */
export function newReference(prefix: ReferencePrefix): string {
  let out = `${prefix}-`;
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}
