import { createHash, randomBytes, randomUUID } from 'node:crypto';

// Every request that has a private page (a booking, an AMC request) is opened by an unguessable link
// token. The token is derived from the form's one-time key (128 random bits, made by the server for
// each form render), so a re-posted form finds the same request and link; the database keeps only the
// token's SHA-256, and the raw token is shown once (the redirect after sending, the confirmation e-mail).

/** A fresh one-time key for a request form. */
export const newFormKey = () => `${randomUUID()}-${randomBytes(4).toString('hex')}`;

export const isFormKey = (key: unknown): key is string =>
  typeof key === 'string' && /^[A-Za-z0-9-]{32,64}$/.test(key);

/** The posted key if it is one the server could have made; else a fresh one (a forged post still stores once). */
export const formKeyOr = (key: unknown) => (isFormKey(key) ? key : newFormKey());

/** What a private page's token is derived for: each kind its own, so one form key never opens another kind's page. */
export type LinkPurpose = 'booking-link' | 'amc-link';

/** The private page's token for a form key: 43 URL-safe characters (256 bits). */
export const tokenFromKey = (key: string, purpose: LinkPurpose) =>
  createHash('sha256').update(`${purpose}:${key}`).digest('base64url');

/** Whether a path segment can be a link token at all (anything else is a 404 without a query). */
export const isLinkToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export const tokenHash = (value: string) => createHash('sha256').update(value).digest('hex');
