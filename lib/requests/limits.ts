// The limits every customer request (an enquiry, a booking, an AMC request) is held to.

/** Version of the privacy notice a visitor saw when submitting; stored with the consent. */
export const PRIVACY_NOTICE_VERSION = '2026-11';

export const limits = {
  /** Characters of all fields together; a larger body is refused before validation. */
  maxBodyChars: 12_000,
  /** A form sent faster than this after it was shown was filled by a script. */
  minFillMs: 2_500,
  /** Submissions per client and form kind in one window. */
  rateLimit: 5,
  rateWindowSeconds: 600,
  /**
   * The database part of a submission (rate limit and insert) answers within this, or the visitor is
   * told "could not send, your input is kept": a locked table or a hung database never makes them wait.
   */
  databaseMs: 4_000,
};
