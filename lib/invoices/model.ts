import type { PricedLine } from '@/lib/pricing/basket';
import { vatOf } from '@/lib/pricing/money';
import type { UnitType } from '@/lib/pricing/price-list';

// What an invoice is, written once: its kinds, statuses, lines and the arithmetic of a UAE tax
// invoice (VAT 5 % on each line's net amount, to the fils, then added up). Plain data, no database.

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
/**
 * 'credited': a credit note cancelled it (a corrected invoice, if any, is a new one). 'refunded': paid
 * online, then refunded in full through Stripe (and credited by a credit note issued with the refund).
 */
export const invoiceStatuses = ['issued', 'paid', 'credited', 'refunded'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const lineSources = ['booked', 'site'] as const;
export type LineSource = (typeof lineSources)[number];
export const paymentMethods = ['stripe', 'on_site'] as const;

/** The reason staff give for a change to an issued invoice (paid on site, credit note, refund): the form and the action both read these. */
export const REASON_LENGTH = { min: 3, max: 500 } as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The printed number: INV-000042, CN-000003. */
export const invoiceNumberText = (kind: InvoiceKind, number: number) =>
  `${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;

/** A line before its amounts are worked out: what the booking held or staff added on site. */
export interface InvoiceLineInput {
  source: LineSource;
  priceId: string | null;
  unitType: UnitType | null;
  /** Staff's words for a line added on site; null for a price-list item (named in each language). */
  description: string | null;
  count: number;
  unitPriceFils: number;
  discountFils: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  netFils: number;
  vatFils: number;
}

export interface InvoiceTotals {
  /** Sum of count × unit price, before discounts. */
  subtotalFils: number;
  discountFils: number;
  vatFils: number;
  /** subtotal − discount + VAT: what the customer pays. */
  totalFils: number;
}

/** A line's net amount and its VAT, each to the fils. */
export function priceInvoiceLine(line: InvoiceLineInput): InvoiceLine {
  const netFils = line.count * line.unitPriceFils - line.discountFils;
  return { ...line, netFils, vatFils: vatOf(netFils) };
}

/** The invoice's totals: VAT is the sum of the lines' VAT (FTA: tax shown per line). */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const sum = (f: (l: InvoiceLine) => number) => lines.reduce((n, l) => n + f(l), 0);
  const subtotalFils = sum((l) => l.count * l.unitPriceFils);
  const discountFils = sum((l) => l.discountFils);
  const vatFils = sum((l) => l.vatFils);
  return { subtotalFils, discountFils, vatFils, totalFils: subtotalFils - discountFils + vatFils };
}

/**
 * The booked lines as invoice lines, at the list price the customer was shown (a 'from' item at its
 * price, its usual top never charged without staff saying so); an AMC volume discount becomes the
 * line's discount in fils.
 */
export function linesFromBooking(lines: readonly PricedLine[]): InvoiceLineInput[] {
  return lines.map((l) => ({
    source: 'booked',
    priceId: l.priceId,
    unitType: l.unitType,
    description: null,
    count: l.count,
    unitPriceFils: l.unitPriceFils,
    discountFils: l.unitPriceFils * l.count - l.low,
  }));
}
