import { isOneOf } from '@/lib/validation/one-of';

// What a review is, written once: its statuses, the reasons staff may hide one for, the time limits
// and the screening of its text. Plain data with no database, so the schema, the server and the tests
// read the same thing.

/**
 * pending: sent, waiting for staff (every review is read by staff before it is shown); held: its text
 * has a link, a phone number or an e-mail address, so staff must look at it; published: shown on the
 * site; hidden: taken down for one of `hideReasons`, and counted publicly.
 */
export const reviewStatuses = ['pending', 'held', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The only reasons a review may be hidden for: never because its rating is low. */
export const hideReasons = ['personal_data', 'abuse', 'off_topic'] as const;
export type HideReason = (typeof hideReasons)[number];
export const isHideReason = isOneOf(hideReasons);

/** Why the text was held for moderation. */
export const heldReasons = ['link', 'phone', 'email'] as const;
export type HeldReason = (typeof heldReasons)[number];

/** A review may be written up to 30 days after the visit was marked done. */
export const REVIEW_WINDOW_DAYS = 30;
/** Its author may change it for 48 hours after sending it; then it is fixed. */
export const EDIT_WINDOW_HOURS = 48;

export const MAX_COMMENT = 1000;
export const MAX_DISPLAY_NAME = 40;
export const MAX_REPLY = 1000;

/** Arabic-Indic and Persian digits read as Western ones, so a number cannot hide behind them. */
const westernDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

const emailPattern = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/;
const linkPattern =
  /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|ae|io|me|info|biz|co|app|ly|gl)\b)/i;
/** Seven digits or more, allowing spaces, dots, dashes, brackets and a leading +. */
const phonePattern = /\+?\d[\d\s().-]{5,}\d/;

/** Why a comment must be held for a person to read before it can be shown; null when it need not. */
export function screenComment(comment: string): HeldReason | null {
  const text = westernDigits(comment);
  if (emailPattern.test(text)) return 'email';
  if (linkPattern.test(text)) return 'link';
  const digits = text.match(phonePattern)?.[0]?.replace(/\D/g, '') ?? '';
  if (digits.length >= 7) return 'phone';
  return null;
}

/** The rating posted: a whole number of stars from 1 to 5, else null. */
export function readRating(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-5]$/.test(value)) return null;
  return Number(value);
}

/** Whitespace tidied; control characters dropped. HTML stays text: it is rendered escaped, never parsed. */
export function tidyText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, max);
}

/** The errors the customer's form can show, each a message in the `reviews` namespace. */
export const reviewErrors = [
  'rating',
  'name',
  'consent',
  'notDone',
  'tooLate',
  'exists',
  'fixed',
  'rateLimited',
  'failed',
] as const;
export const isReviewError = isOneOf(reviewErrors);
export type ReviewError = (typeof reviewErrors)[number];

/**
 * The form's required fields, in its order, and the error each says when missing: the browser's check
 * (components/forms/CheckBeforeSending) and the server's (checkReviewForm in ./store) ask the same.
 */
export const requiredReviewFields = {
  rating: 'rating',
  displayName: 'name',
  consent: 'consent',
} as const satisfies Record<string, ReviewError>;

/** Whether a review sent at `createdAt` may still be changed at `now`. */
export const editableAt = (createdAt: Date, now: Date) =>
  now.getTime() < createdAt.getTime() + EDIT_WINDOW_HOURS * 3600_000;

/** Whether a visit marked done at `doneAt` may still be reviewed at `now`. */
export const reviewableAt = (doneAt: Date, now: Date) =>
  now.getTime() < doneAt.getTime() + REVIEW_WINDOW_DAYS * 86_400_000;
