import { isOneOf } from '@/lib/validation/one-of';

// What the private page's move and cancel forms can answer, shared by the action that redirects with
// it and the page that reads it back from the query string (anything else there is ignored).

export const changeErrors = [
  'tooLate',
  'full',
  'unavailable',
  'inactive',
  'slot',
  'confirm',
  'rateLimited',
  'failed',
] as const;
export type ChangeError = (typeof changeErrors)[number];

export const changeDone = ['moved', 'cancelled', 'whatsappStopped'] as const;
export type ChangeDone = (typeof changeDone)[number];

export const isChangeError = isOneOf(changeErrors);
export const isChangeDone = isOneOf(changeDone);

/** A private link's token: 43 URL-safe characters (lib/requests/token.ts, tokenFromKey). */
export const isBookingToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
