import type { InvoiceLineInput } from './model';

// Lines a technician adds on site (a part, extra units), as the staff form posts them: rows of
// description, count, unit price and discount in AED. Each bad field is named with a code the form
// words in the staff member's language; rows left blank are skipped. Amounts become fils here, once.

export const SITE_ROWS = 3;
export const MAX_DESCRIPTION = 120;
export const MAX_COUNT = 100;
/** AED 100,000 a line: above it, a typing slip rather than a part. */
export const MAX_UNIT_PRICE_FILS = 10_000_000;

export type SiteLineError = 'description' | 'count' | 'price' | 'discount';
export type SiteLinesResult =
  | { ok: true; lines: InvoiceLineInput[] }
  | { ok: false; errors: { row: number; field: SiteLineError }[] };

export const siteFields = {
  description: 'siteDescription',
  count: 'siteCount',
  price: 'sitePrice',
  discount: 'siteDiscount',
} as const;

const aedPattern = /^\d{1,6}(?:\.\d{1,2})?$/;

/** "85.5" → 8550 fils; null when it is not an amount in AED with at most two decimals. */
export function filsOfAed(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  if (!aedPattern.test(clean)) return null;
  const [whole, part = ''] = clean.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

const texts = (form: FormData, name: string) =>
  form.getAll(name).map((v) => (typeof v === 'string' ? v : ''));

export function readSiteLines(form: FormData): SiteLinesResult {
  const cols = {
    description: texts(form, siteFields.description),
    count: texts(form, siteFields.count),
    price: texts(form, siteFields.price),
    discount: texts(form, siteFields.discount),
  };
  const rows = Math.min(SITE_ROWS, Math.max(...Object.values(cols).map((c) => c.length)));
  const lines: InvoiceLineInput[] = [];
  const errors: { row: number; field: SiteLineError }[] = [];
  for (let row = 0; row < rows; row++) {
    const description = (cols.description[row] ?? '').trim();
    const countText = (cols.count[row] ?? '').trim();
    const priceText = (cols.price[row] ?? '').trim();
    const discountText = (cols.discount[row] ?? '').trim();
    if (!description && !priceText && !discountText && (!countText || countText === '1')) continue;
    const count = /^\d{1,3}$/.test(countText || '1') ? Number(countText || '1') : NaN;
    const unitPriceFils = filsOfAed(priceText);
    const discountFils = discountText ? filsOfAed(discountText) : 0;
    if (description.length < 2 || description.length > MAX_DESCRIPTION)
      errors.push({ row, field: 'description' });
    if (!(count >= 1 && count <= MAX_COUNT)) errors.push({ row, field: 'count' });
    if (unitPriceFils === null || unitPriceFils < 1 || unitPriceFils > MAX_UNIT_PRICE_FILS)
      errors.push({ row, field: 'price' });
    else if (discountFils === null || (count >= 1 && discountFils > count * unitPriceFils))
      errors.push({ row, field: 'discount' });
    if (errors.some((e) => e.row === row)) continue;
    lines.push({
      source: 'site',
      priceId: null,
      unitType: null,
      description,
      count,
      unitPriceFils: unitPriceFils!,
      discountFils: discountFils!,
    });
  }
  return errors.length ? { ok: false, errors } : { ok: true, lines };
}

/** What a TRN box takes: 15 digits and the spaces people type between groups ("100 1234 5670 0003"). */
export const TRN_TYPED_LENGTH = 20;

/** A customer's TRN as the FTA writes it: 15 digits (spaces allowed when typed). Empty: none given. */
export function readTrn(value: unknown): { ok: true; trn: string | null } | { ok: false } {
  const text = typeof value === 'string' ? value.replace(/\s/g, '') : '';
  if (!text) return { ok: true, trn: null };
  return /^\d{15}$/.test(text) ? { ok: true, trn: text } : { ok: false };
}
