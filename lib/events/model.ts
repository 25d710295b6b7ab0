import type { BookingStatus } from '@/lib/booking/model';
import type { LeadStatus } from '@/lib/leads/model';
import type { HideReason, ReviewStatus } from '@/lib/reviews/model';

// The one history (table `events`): what happened to a request (a lead, a booking or an AMC request,
// each a leads row) or to a setting (a price, a window's places, a closed day, a technician, a role),
// who did it, when, and the value before and after. Plain types with no database, so the schema, the
// writers, the readers and the components share them.

/** Every kind of event, each with its own shape of before and after (EventData). */
export const eventKinds = [
  // A request: a booking made, moved, its visit status, its technician; the lead pipeline's status,
  // notes and follow-ups.
  'created',
  'moved',
  'visit_status',
  'assigned',
  'status',
  'note',
  'follow_up_set',
  'follow_up_cleared',
  // Closing the job (lib/invoices): an invoice or credit note issued, a payment started or received,
  // a payment refunded through Stripe (lib/payments/refund.ts).
  'invoice_issued',
  'credit_note_issued',
  'payment_started',
  'invoice_paid',
  'invoice_refunded',
  // Settings, each under a subject.
  'capacity',
  'closed_day_added',
  'closed_day_removed',
  'technician',
  'role',
  'price',
  // A customer's reply on WhatsApp (lib/notify/webhook.ts), in their words, under their request.
  'message_in',
  // A review of the visit (lib/reviews): sent or changed by its customer, published, answered or
  // hidden by staff.
  'review',
  // An AMC contract (lib/amc/contract-store.ts): offered by staff from the request, accepted by its
  // customer on the private page (which issues the first instalment's invoice).
  'amc_offered',
  'amc_accepted',
] as const;
export type EventKind = (typeof eventKinds)[number];

/** The events of a booking its customer sees on their private page (never staff notes). */
export const bookingEventKinds = ['created', 'moved', 'visit_status', 'assigned'] as const;
/** The events staff write on a lead in the pipeline. */
export const pipelineEventKinds = ['status', 'note', 'follow_up_set', 'follow_up_cleared'] as const;

/**
 * Who acted: 'visitor', 'system', 'staff:<e-mail>' (bookings, settings, prices) or a bare e-mail (the
 * lead pipeline and roles), as each writer has always written it.
 */
export type EventActor = string;

export type ClosedDayNames = { nameEn: string; nameAr: string };
export type TechnicianValue = {
  name: string;
  /** Absent from events recorded before technicians had an Arabic name (migration 0019). */
  nameAr?: string | null;
  phone: string;
  active: boolean;
};

/** An invoice or credit note as an event names it: its id and printed number (INV-000042). */
export type InvoiceRef = { invoiceId: string; number: string };

/** Before and after of each kind; null where there was nothing (a first value, a cleared one). */
export type EventData =
  | { kind: 'created'; before: null; after: { status: BookingStatus; slot: string } }
  | { kind: 'moved'; before: { slot: string }; after: { slot: string } }
  | { kind: 'visit_status'; before: { status: BookingStatus }; after: { status: BookingStatus } }
  | {
      kind: 'assigned';
      before: { technicianId: string | null };
      after: { technicianId: string | null };
    }
  | { kind: 'status'; before: { status: LeadStatus }; after: { status: LeadStatus } }
  | { kind: 'note'; before: null; after: null }
  | { kind: 'follow_up_set'; before: null; after: { day: string } }
  | { kind: 'follow_up_cleared'; before: { day: string }; after: null }
  | { kind: 'invoice_issued'; before: null; after: InvoiceRef & { totalFils: number } }
  | { kind: 'credit_note_issued'; before: InvoiceRef; after: InvoiceRef & { totalFils: number } }
  | { kind: 'payment_started'; before: null; after: InvoiceRef & { sessionId: string } }
  | {
      kind: 'invoice_paid';
      before: { status: 'issued' };
      after: InvoiceRef & { via: 'stripe' | 'on_site'; totalFils: number };
    }
  | {
      kind: 'invoice_refunded';
      before: { status: 'paid' };
      /** Stripe's refund id, the amount refunded and the credit note that corrects the invoice. */
      after: InvoiceRef & { refundId: string; amountFils: number; creditNote: string };
    }
  | { kind: 'capacity'; before: { places: number } | null; after: { places: number } }
  | { kind: 'closed_day_added'; before: ClosedDayNames | null; after: ClosedDayNames }
  | { kind: 'closed_day_removed'; before: ClosedDayNames; after: null }
  | { kind: 'technician'; before: TechnicianValue | null; after: TechnicianValue }
  | {
      kind: 'role';
      before: { role: string | null };
      after: { role: string | null };
    }
  | { kind: 'price'; before: { cents: number }; after: { cents: number } }
  | { kind: 'message_in'; before: null; after: { channel: 'whatsapp'; text: string } }
  | {
      kind: 'review';
      before: { status: ReviewStatus } | null;
      after: {
        action: ReviewAction;
        status: ReviewStatus;
        rating: number;
        reason?: HideReason;
      };
    }
  | { kind: 'amc_offered'; before: ContractValue | null; after: ContractValue }
  | { kind: 'amc_accepted'; before: null; after: InvoiceRef & { totalFils: number } };

/** An AMC contract as its events tell it: its terms and the year's total before VAT. */
export type ContractValue = {
  plan: string;
  unitType: string;
  units: number;
  startDate: string;
  instalments: 'yearly' | 'quarterly';
  totalFils: number;
};

/** What happened to a review (the `review` event's after.action). */
export type ReviewAction = 'sent' | 'edited' | 'published' | 'replied' | 'hidden';

/** What a writer gives recordEvent: the kind's data, whom it is about, who did it. */
export type NewEvent = EventData & {
  /** The lead id of the request it is about (a booking's or AMC request's own lead). */
  requestId?: string | null;
  /** What a non-request event is about: see `subjects`. */
  subject?: string | null;
  actor: EventActor;
  note?: string | null;
  /** Defaults to the transaction's time. */
  createdAt?: Date;
};

/** One event as readers get it. */
export type HistoryEntry = EventData & {
  id: string;
  requestId: string | null;
  subject: string | null;
  actor: EventActor;
  note: string | null;
  createdAt: Date;
};

/** The prefix of each kind of setting's subject, for historyOfSubject. */
export const subjectPrefix = {
  price: 'price:',
  capacity: 'capacity:',
  closedDay: 'closed_day:',
  technician: 'technician:',
  role: 'role:',
} as const;

/** The subject of each kind of setting: its prefix and what it names. */
export const subjects = {
  price: (id: string) => `${subjectPrefix.price}${id}`,
  capacity: (zone: string, window: string) => `${subjectPrefix.capacity}${zone} ${window}`,
  closedDay: (day: string) => `${subjectPrefix.closedDay}${day}`,
  technician: (id: string) => `${subjectPrefix.technician}${id}`,
  role: (email: string) => `${subjectPrefix.role}${email}`,
} as const;

/** What a subject names without its prefix: 'dubai 08-10' for 'capacity:dubai 08-10'. */
export const subjectName = (subject: string | null) => subject?.replace(/^[a-z_]+:/, '') ?? '';

/** How the settings history has always shown a value: a day's two names, a technician in a line. */
export function settingText(value: EventData['after'] | EventData['before']): string | null {
  if (!value) return null;
  if ('places' in value) return String(value.places);
  if ('nameEn' in value) return `${value.nameEn} / ${value.nameAr}`;
  if ('phone' in value)
    return `${[value.name, value.nameAr].filter(Boolean).join(' / ')} ${value.phone}${value.active ? '' : ' (inactive)'}`;
  return null;
}
