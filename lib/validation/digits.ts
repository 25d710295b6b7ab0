// Digits as people in the UAE type them: an Arabic keyboard writes Arabic-Indic digits (٠–٩), a Persian
// or Urdu one the extended ones (۰–۹). Every number a form reads (units, places, phone) is read through
// this, on the server and in the browser alike, so «٤٠» counts as 40 wherever 40 does.

const ARABIC_INDIC = 0x0660;
const EXTENDED_ARABIC_INDIC = 0x06f0;

/** The text with every Arabic-Indic and extended Arabic-Indic digit written as 0–9; the rest unchanged. */
export function westernDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC ? EXTENDED_ARABIC_INDIC : ARABIC_INDIC));
  });
}
