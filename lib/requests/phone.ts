// Phone numbers as people in the UAE type them, normalised to E.164 for storage and for wa.me/tel links.
// UAE numbering (libphonenumber data): mobiles +971 5[024568] + 7 digits; landlines +971 [234679] + 7
// digits; toll-free 800 and shared-cost 600 numbers. Anything else must be a full international number.

import { westernDigits } from '@/lib/validation/digits';

export { westernDigits };

const UAE_NATIONAL = /^(?:5[024568]\d{7}|[234679]\d{7}|800\d{2,9}|600\d{6})$/;

/** E.164 form of a phone number, or null when it is not a valid number. */
export function normalisePhone(raw: string): string | null {
  const compact = westernDigits(raw.trim()).replace(/[\s\-().\u200e\u200f\u202a-\u202e]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let international: string;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  else if (compact.startsWith('0')) international = `971${compact.slice(1)}`;
  else if (compact.startsWith('971')) international = compact;
  // Toll-free and shared-cost numbers are dialled without a leading 0.
  else if (/^[86]00/.test(compact)) international = `971${compact}`;
  else return null;
  if (international.startsWith('971'))
    return UAE_NATIONAL.test(international.slice(3)) ? `+${international}` : null;
  // Other countries: E.164 allows 8 to 15 digits and no leading zero in the country code.
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}
