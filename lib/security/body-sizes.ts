// How large a form post may be, per path. No imports: next.config.ts reads the largest at build time.

/** Every form but the booking form: a few kilobytes, up to a long pasted message. */
export const maxFormBodyBytes = 1024 * 1024;

/**
 * The booking form (/book, /ar/book) carries up to 5 photos of 10 MB each (lib/booking/photos.ts)
 * plus its fields and the multipart framing: 55 MB. deploy/nginx.conf allows the same on that path.
 */
export const maxBookingBodyBytes = 55 * 1024 * 1024;

/** The largest post any path accepts: what Next itself reads (next.config.ts); the proxy enforces less. */
export const largestFormBodyBytes = Math.max(maxFormBodyBytes, maxBookingBodyBytes);

export type BodyLimit = { kind: 'form' | 'booking'; bytes: number };

/** The booking flow's own page, in either language; its private pages (/book/<token>) post small forms. */
const bookingPath = /^(\/ar)?\/book\/?$/;

export function bodyLimitFor(pathname: string): BodyLimit {
  return bookingPath.test(pathname)
    ? { kind: 'booking', bytes: maxBookingBodyBytes }
    : { kind: 'form', bytes: maxFormBodyBytes };
}
