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
  /** Set when the day has no visits (a holiday or Saturday): the words to show instead of windows. */
  closedNote?: string;
  slots: SlotOption[];
}

/** The state of the booking form after a post (a success redirects, so it has no state). */
export type BookingFormState =
  | { ok: null }
  | {
      ok: false;
      /** Error texts by field, already in the page's language. */
      fieldErrors: Record<string, string>;
      /** A message about the whole form (rate limit, window just taken …). */
      formError?: string;
      /** What the visitor sent (files aside), to show again. */
      values: Record<string, string>;
      /** The windows offered instead of one that has just filled, and the refreshed calendar. */
      nextSlots?: SlotOption[];
      calendar?: DayOption[];
      /** A fresh form key and start time for the next post. */
      formKey: string;
      startedAt: string;
    };
