// Amounts written into copy by hand, which the price list would not change: "AED 150", "150 AED",
// "Dh 150", «150 درهم», «150 درهمًا», «درهم 150», «150 د.إ», with Western or Arabic-Indic digits.
// Copy names a list entry instead ({{price:id}}, lib/pricing/price-text.ts).

const digit = '[0-9\u0660-\u0669]';
const amount = `${digit}[0-9\u0660-\u0669,.\u066B\u066C]*`;
const dirham = '(?:درهم[اًٌ]*|دراهم|د\\.إ)';

const patterns = [
  new RegExp(`\\b(?:AED|Dhs?|Dirhams?)\\.?\\s*${amount}`, 'gi'),
  new RegExp(`${amount}\\s*(?:AED|Dhs?|dirhams?)\\b`, 'gi'),
  new RegExp(`${amount}\\s*${dirham}`, 'g'),
  new RegExp(`${dirham}\\s*${amount}`, 'g'),
];

/** Every literal amount in a text, as written. */
export const literalAmounts = (text: string): string[] =>
  patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[0].trim()));
