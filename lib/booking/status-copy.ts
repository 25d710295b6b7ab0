import { bookingStatuses, type BookingStatus } from './model';

// What the customer is told at each status of their booking, written once: the private page, the
// e-mails, the calendar file and (issue 32) the WhatsApp messages all read this table, so no channel
// can promise a visit that has ended. Plain data with no database and no React. The words are the
// messages `bookingStatus.<status>.{headline,next,message}` in each language, which status-text.ts
// fills in: `headline` and `next` for the page, `message` one paragraph a channel (e-mail, WhatsApp)
// sends after its own greeting. The status's short name stays `bookingManage.status.names`.

export interface StatusCopy {
  /** The visit is still to come: the page may speak of it (its window, the technician arriving). */
  visitAhead: boolean;
  /**
   * What the customer may change: 'online' (move and cancel on the page until the cut-off), 'phone'
   * (too late for the page whatever the hour: call us), 'none' (the visit has ended: book another).
   */
  changes: 'online' | 'phone' | 'none';
  /**
   * What a channel says of the booking page, by what is still open: 'change' (see it, move or cancel
   * it), 'phone' (too late to change online: call us), 'review' (say how the visit went), 'record'
   * (the details and history stay there). Keys `notify.email.bookingPage.<this>`.
   */
  bookingPage: 'change' | 'phone' | 'review' | 'record';
  /** The page's warning about its link: whoever opens it can 'change' the visit, or only 'see' it. */
  linkWarning: 'change' | 'see';
  /** Our coordinator's confirming call is still to come (with the hours it comes in). */
  coordinatorCall: boolean;
  /** What the customer learns of the technician: nothing, the first name, or that and the phone. */
  technician: 'none' | 'name' | 'nameAndPhone';
  /** Ask how the visit went. */
  review: boolean;
  /**
   * Messages may still come (the visit's steps; after it, the review and the invoice), so the page
   * keeps the way to stop WhatsApp updates. A cancelled visit has nothing more to send.
   */
  updatesAhead: boolean;
  /**
   * The calendar file (RFC 5545/5546): PUBLISH the visit, TENTATIVE until our call confirms it, or
   * CANCEL it where it will not take place.
   */
  calendar:
    | { method: 'PUBLISH'; status: 'TENTATIVE' | 'CONFIRMED' }
    | { method: 'CANCEL'; status: 'CANCELLED' };
}

const coming = { visitAhead: true, review: false, updatesAhead: true } as const;
const open = { changes: 'online', bookingPage: 'change', linkWarning: 'change' } as const;
const ended = {
  visitAhead: false,
  changes: 'none',
  bookingPage: 'record',
  linkWarning: 'see',
  coordinatorCall: false,
  technician: 'none',
} as const;

export const statusCopy: Readonly<Record<BookingStatus, StatusCopy>> = {
  received: {
    ...coming,
    ...open,
    coordinatorCall: true,
    technician: 'none',
    calendar: { method: 'PUBLISH', status: 'TENTATIVE' },
  },
  confirmed: {
    ...coming,
    ...open,
    coordinatorCall: false,
    technician: 'none',
    calendar: { method: 'PUBLISH', status: 'CONFIRMED' },
  },
  assigned: {
    ...coming,
    ...open,
    coordinatorCall: false,
    technician: 'name',
    calendar: { method: 'PUBLISH', status: 'CONFIRMED' },
  },
  on_the_way: {
    ...coming,
    changes: 'phone',
    bookingPage: 'phone',
    linkWarning: 'see',
    coordinatorCall: false,
    technician: 'nameAndPhone',
    calendar: { method: 'PUBLISH', status: 'CONFIRMED' },
  },
  // The visit took place: it stays in the customer's calendar as it was.
  done: {
    ...ended,
    bookingPage: 'review',
    review: true,
    updatesAhead: true,
    calendar: { method: 'PUBLISH', status: 'CONFIRMED' },
  },
  cancelled: {
    ...ended,
    review: false,
    updatesAhead: false,
    calendar: { method: 'CANCEL', status: 'CANCELLED' },
  },
  // Nobody was there: the visit did not take place, so the calendar drops it like a cancelled one.
  no_show: {
    ...ended,
    review: false,
    updatesAhead: false,
    calendar: { method: 'CANCEL', status: 'CANCELLED' },
  },
};

/**
 * The parts of each status's words: the page's headline and paragraph, a channel's one message, and
 * what comes next as an e-mail says it after it has told the day (it names "your booking page", since
 * an e-mail is not the page).
 */
export const statusTextParts = ['headline', 'next', 'message', 'followUp'] as const;
export type StatusTextPart = (typeof statusTextParts)[number];

/**
 * Whose words a status is told in: its own, except a cancellation we made (staff), which apologises and
 * says our coordinator calls to find another time, where the customer's own cancellation does not.
 */
export type StatusVoice = BookingStatus | 'cancelled_by_us';
export const statusVoices: readonly StatusVoice[] = [...bookingStatuses, 'cancelled_by_us'];

/** The voice of a status: cancelled by anyone but the customer is 'cancelled_by_us'. */
export const statusVoice = (status: BookingStatus, cancelledByUs = false): StatusVoice =>
  status === 'cancelled' && cancelledByUs ? 'cancelled_by_us' : status;

/** The message key of one part of a status's words. */
export const statusTextKey = (voice: StatusVoice, part: StatusTextPart) =>
  `bookingStatus.${voice}.${part}` as const;

/** Whether a booking's history shows it was cancelled by us (staff or the system), not the customer. */
export const cancelledByUs = (
  events: readonly { kind: string; after: unknown; actor: string }[],
): boolean =>
  events.some(
    (e) =>
      e.kind === 'visit_status' &&
      (e.after as { status?: string } | null)?.status === 'cancelled' &&
      e.actor !== 'visitor',
  );

/** A technician's first name, as the customer is told it: the first word of the name staff typed. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The name a customer reads in their language: the Arabic form on Arabic pages where staff gave one. */
export const technicianName = (
  technician: { name: string; nameAr?: string | null },
  locale: 'en' | 'ar',
) => (locale === 'ar' && technician.nameAr ? technician.nameAr : technician.name);
