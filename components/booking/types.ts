import type { ReactNode } from 'react';
import type { WindowState } from '@/lib/booking/model';
import type { ActionState } from '@/lib/requests/action-state';

// What the server hands the booking form: every word already translated, every date already formatted,
// so the form's script carries no message lookup and no date formatting.

export interface SlotOption {
  /** slotValue: 2026-11-25_08-10 */
  value: string;
  /** "8:00 to 10:00 AM" */
  label: string;
  state: WindowState;
  /** "3 places left", "full", "too soon" */
  note: string;
}

export interface DayOption {
  date: string;
  /** "Sunday 7 December" */
  label: string;
  /** "Sun 7" for the day buttons */
  short: string;
  /** Set when the day has no visits (a holiday or Saturday): the words to show instead of windows. */
  closedNote?: string;
  slots: SlotOption[];
}

/**
 * The state of the booking form after a post (lib/requests/action-state.ts; a success redirects): a
 * refusal also brings the windows offered instead of one that has just filled, and the refreshed calendar.
 */
export type BookingFormState = ActionState<{ nextSlots?: SlotOption[]; calendar?: DayOption[] }>;

export interface TextField {
  label: string;
  hint?: ReactNode;
  placeholder?: string;
}

export interface BookingFormText {
  legend: string;
  days: string;
  /** "Windows on {day}" with the day already in: one per day, by date. */
  windowsOf: Record<string, string>;
  noneOpen: string;
  details: string;
  /** What the asterisk after a label means, said once above the fields. */
  requiredNote: string;
  slotStep: string;
  fields: Record<'fullName' | 'phone' | 'email' | 'message' | 'photos', TextField>;
  marketing: string;
  confirm: string;
  sending: string;
  errorTitle: string;
  checkFields: string;
  website: string;
}

/** The booking details the visitor types (step 2), marked required as the server's schema says. */
export type BookingDetailsField = 'fullName' | 'phone' | 'email' | 'message';
