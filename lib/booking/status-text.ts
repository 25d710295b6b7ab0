import type { ServerText, TextValues } from '@/lib/i18n/server-text';
import type { BookingStatus } from './model';
import { phoneText } from './recap';
import {
  firstName,
  statusCopy,
  statusTextKey,
  statusVoice,
  technicianName,
  type StatusCopy,
} from './status-copy';

// The status table (status-copy.ts) in words, in one language: what the page, an e-mail or (issue 32)
// a WhatsApp message says of a booking at its status. Every text gets the same values; the table
// decides which facts a status may use, so a text can never name a technician it should not.

export interface StatusFacts {
  status: BookingStatus;
  /** The customer's language: which form of the technician's name they read. */
  locale: 'en' | 'ar';
  /** A cancellation we made (cancelledByUs in status-copy.ts) is told in its own words. */
  cancelledByUs?: boolean;
  reference: string;
  /** The visit's day and window in words (recap.ts). */
  day: string;
  window: string;
  /** The booking's technician, if one is assigned (nameAr: the name in Arabic letters, if given). */
  technician: { name: string; nameAr?: string | null; phone: string } | null;
  /** The company's number, as running text (recap.ts companyPhone). */
  companyPhone: string;
}

export interface StatusWords {
  copy: StatusCopy;
  headline: string;
  next: string;
  /** One paragraph a channel (e-mail, WhatsApp) sends after its own greeting. */
  message: string;
  /** What comes next, for an e-mail that has already given the reference and the day. */
  followUp: string;
  /** The technician as this status may show them: a first name, and a phone only when on the way. */
  technician: { firstName: string; phone: string | null } | null;
  /** The values the texts were filled with (for a channel's own texts about the same booking). */
  values: TextValues;
}

export function statusWords(t: ServerText, facts: StatusFacts): StatusWords {
  const copy = statusCopy[facts.status];
  const shown = copy.technician === 'none' ? null : facts.technician;
  const technician = shown
    ? {
        firstName: firstName(technicianName(shown, facts.locale)),
        phone: copy.technician === 'nameAndPhone' ? shown.phone : null,
      }
    : null;
  const values: TextValues = {
    reference: facts.reference,
    day: facts.day,
    window: facts.window,
    companyPhone: facts.companyPhone,
    named: technician ? 'yes' : 'no',
    technician: technician?.firstName ?? '',
    technicianPhone: technician?.phone ? phoneText(technician.phone) : '',
  };
  const voice = statusVoice(facts.status, facts.cancelledByUs);
  return {
    copy,
    headline: t(statusTextKey(voice, 'headline'), values),
    next: t(statusTextKey(voice, 'next'), values),
    message: t(statusTextKey(voice, 'message'), values),
    followUp: t(statusTextKey(voice, 'followUp'), values),
    technician,
    values,
  };
}
