import { VAT_RATE } from './price-list';

// Money in one place: amounts are kept in fils (1 AED = 100 fils) so VAT and totals round once, to the
// fils, and every page writes an amount the same way in each language.

export const toFils = (aed: number) => Math.round(aed * 100);

/** VAT on an amount in fils, rounded half up to the fils. */
export const vatOf = (fils: number) => Math.round(fils * VAT_RATE);

const digits = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
const withFils = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1500 → "1,500"; 1500.5 → "1,500.50" (Western digits in both languages, as the site writes them). */
export const amountText = (fils: number) =>
  (fils % 100 === 0 ? digits : withFils).format(fils / 100);

/**
 * The word for dirham that an Arabic number takes. In Arabic the counted noun follows the number's last
 * part: 3–10 take the plural (دراهم), 11–99 the accusative singular (درهمًا), and a round hundred or
 * thousand, 1 and 2 the singular (درهم), as «150 درهمًا», «1,400 درهم», «5 دراهم» read aloud.
 * Amounts with fils are read "… درهم" as a decimal.
 */
export function dirhamWord(fils: number): string {
  if (fils % 100 !== 0) return 'درهم';
  const aed = fils / 100;
  const lastTwo = aed % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'دراهم';
  if (lastTwo >= 11) return 'درهمًا';
  return 'درهم';
}

/** "AED 1,500" / «1,500 درهم». */
export function formatAed(fils: number, locale: 'en' | 'ar'): string {
  return locale === 'ar' ? `${amountText(fils)} ${dirhamWord(fils)}` : `AED ${amountText(fils)}`;
}
