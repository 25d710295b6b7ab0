import { westernDigits } from '@/lib/validation/digits';

// How every calculator field reads the text a visitor typed as a number. One rule, here, so that "6,5"
// means the same in every field of every calculator, and is never silently read as 65.
//
// 1. Arabic-Indic (٠–٩) and Persian (۰–۹) digits count as 0–9; the Arabic decimal separator «٫» is a
//    decimal point; the Arabic thousands separator «٬» and spaces only group digits and are dropped.
// 2. A point is always the decimal point.
// 3. A comma is read as whatever it can only be:
//    - with a point after it ("1,250.5"), or two or more commas each before three digits
//      ("1,250,000"), it groups thousands;
//    - one comma not followed by exactly three digits ("6,5", "0,25", "1,2345"), or after more than three
//      digits ("1500,250"), or after a lone 0 ("0,500"), is a decimal comma;
//    - one comma before exactly three digits after 1 to 999 ("1,500") could mean 1500 or 1.5: it is
//      refused, with both readings in the message, in every field. Even where only one reading fits the
//      field's limits (a 2,500 m ceiling), because the units switch converts the text without knowing
//      the field, and a rule that changed with the field and the units would be a guess by another name.
//    Anything else with a comma ("1.000,5", "1,50,000") is refused.
// 4. What remains must be plain decimal digits with an optional sign: no exponents, no hexadecimal.

/** The number read, or why the text is refused: not a number, or a comma that could mean two things. */
export type NumberText =
  | { ok: true; value: number }
  | { ok: false; code: 'number' }
  | { ok: false; code: 'ambiguousComma'; thousands: string; decimal: string };

/** Arabic-Indic and Persian digits as Western digits, «٫» as a point, grouping marks and spaces gone. */
export function normaliseDigits(text: string): string {
  return westernDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/[\u066c\s]/g, '')
    .replace(/\u2212/g, '-');
}

const plain = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const grouped = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** `text` as a number by the rule above. */
export function readNumber(text: string): NumberText {
  const s = normaliseDigits(text);
  const commas = s.split(',').length - 1;
  let canonical = s;
  if (commas > 0) {
    const [whole = '', fraction = ''] = s.split(',');
    const digitsOnly = /^[-+]?\d*$/.test(whole) && /^\d+$/.test(fraction);
    if (s.includes('.') || commas > 1) {
      // Thousands grouping is the only reading; anything else mixes separators.
      if (!grouped.test(s)) return { ok: false, code: 'number' };
      canonical = s.replace(/,/g, '');
    } else if (!digitsOnly) {
      return { ok: false, code: 'number' };
    } else if (fraction.length !== 3 || !/^[-+]?[1-9]\d{0,2}$/.test(whole)) {
      canonical = `${whole}.${fraction}`;
    } else {
      return {
        ok: false,
        code: 'ambiguousComma',
        thousands: String(Number(`${whole}${fraction}`)),
        decimal: String(Number(`${whole}.${fraction}`)),
      };
    }
  }
  if (!plain.test(canonical)) return { ok: false, code: 'number' };
  return { ok: true, value: Number(canonical) };
}
