import type { ActionState } from '@/lib/requests/action-state';
import type { WindowState } from './model';

// What the booking form receives from the server (lib/booking/view.ts, lib/booking/action.ts): every word
// already translated, every date already formatted, so the form's script carries no message lookup and
// no date formatting. Types only, safe for the browser.

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
  /** Set when the day has no visits (a holiday or Saturday): why, shown instead of windows. */
  closedNote?: string;
  /** The same in a word or two, on the day's button: "Closed", or the closure's name. */
  closedShort?: string;
  slots: SlotOption[];
}

/**
 * The state of the booking form after a post (lib/requests/action-state.ts; a success redirects): a
 * refusal also brings the windows offered instead of one that has just filled, and the refreshed calendar.
 */
export type BookingFormState = ActionState<{ nextSlots?: SlotOption[]; calendar?: DayOption[] }>;
