import 'server-only';
import { longDate } from '@/lib/booking/recap';
import { dubaiToday } from '@/lib/clock';
import type { TaxSupplier } from '@/lib/config/business';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { basketText } from '@/lib/pricing/basket-text';
import { lineName } from '@/lib/pricing/lines-view';
import { formatAed } from '@/lib/pricing/money';
import { invoiceNumberText, invoiceTotals, type InvoiceLine } from './model';
import type { StoredInvoice } from './read';

// A tax invoice in words, in the customer's language: every field the FTA asks for (the words "Tax
// Invoice", the supplier's name, address and TRN, the customer's, the number, the dates of issue and
// supply, per line the price, quantity, discount, rate and VAT, the totals in AED).

export interface InvoiceView {
  title: string;
  number: string;
  numberLabel: string;
  credits: string | null;
  issued: string;
  /** Null when the supply was on the day of issue. */
  supplied: string | null;
  supplier: { name: string; address: string; trn: string | null };
  customer: { name: string; address: string | null; trn: string | null };
  rows: {
    key: string;
    name: string;
    count: string;
    unitPrice: string;
    discount: string;
    net: string;
    vat: string;
    total: string;
  }[];
  totals: { label: string; value: string; testId: string }[];
}

const nameOf = (line: InvoiceLine, locale: Locale) =>
  line.priceId
    ? lineName(basketText(locale), line as Parameters<typeof lineName>[1])
    : (line.description ?? '');

export function invoiceView(
  { invoice, lines, credits }: StoredInvoice,
  locale: Locale,
): InvoiceView {
  const t = serverText(locale);
  const aed = (fils: number) => formatAed(fils, locale);
  const supplier = invoice.supplier as TaxSupplier;
  const issuedDay = dubaiToday(invoice.issuedAt);
  const credit = invoice.kind === 'credit_note';
  const totals = invoiceTotals(lines);
  return {
    title: t(credit ? 'invoice.document.creditTitle' : 'invoice.document.title'),
    number: invoiceNumberText(invoice.kind, invoice.number),
    numberLabel: t(credit ? 'invoice.document.creditNumber' : 'invoice.document.number'),
    credits: credits === null ? null : invoiceNumberText('invoice', credits),
    issued: longDate(issuedDay, locale),
    supplied: invoice.supplyDate === issuedDay ? null : longDate(invoice.supplyDate, locale),
    supplier: {
      name: supplier.legalName[locale],
      address: supplier.address[locale],
      trn: supplier.trn,
    },
    customer: {
      name: invoice.customerName,
      address: invoice.customerAddress,
      trn: invoice.customerTrn,
    },
    rows: lines.map((l, i) => ({
      key: String(i),
      name: nameOf(l, locale),
      count: String(l.count),
      unitPrice: aed(l.unitPriceFils),
      discount: l.discountFils ? aed(l.discountFils) : '—',
      net: aed(l.netFils),
      vat: aed(l.vatFils),
      total: aed(l.netFils + l.vatFils),
    })),
    totals: [
      {
        label: t('invoice.document.subtotal'),
        value: aed(totals.subtotalFils),
        testId: 'subtotal',
      },
      ...(totals.discountFils
        ? [
            {
              label: t('invoice.document.discountTotal'),
              value: `− ${aed(totals.discountFils)}`,
              testId: 'discount',
            },
          ]
        : []),
      {
        label: t('invoice.document.net'),
        value: aed(totals.subtotalFils - totals.discountFils),
        testId: 'net',
      },
      { label: t('invoice.document.vatTotal'), value: aed(invoice.vatFils), testId: 'vat' },
      {
        label: t(credit ? 'invoice.document.creditTotal' : 'invoice.document.total'),
        value: aed(invoice.totalFils),
        testId: 'total',
      },
    ],
  };
}
