import type { ReactNode } from 'react';

// What the server hands the booking form: every word already translated, every date already formatted,
// so the form's script carries no message lookup and no date formatting.

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
  /** The WhatsApp updates question, only while WhatsApp is configured (lib/notify). */
  whatsapp?: { question: string; yes: string; no: string };
  confirm: string;
  sending: string;
  errorTitle: string;
  checkFields: string;
  website: string;
}

/** The booking details the visitor types (step 2), marked required as the server's schema says. */
export type BookingDetailsField = 'fullName' | 'phone' | 'email' | 'message';
