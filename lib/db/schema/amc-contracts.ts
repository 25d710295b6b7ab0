import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contractStatuses, instalmentPlans } from '../../amc/contract';
import { amcPlans, unitTypes } from '../../pricing/price-list';
import { sqlList, timestamptz, uuidPrimaryKey, createdAtNow } from './columns';
import { invoices } from './invoices';
import { requestLeadId } from './requests';

// AMC contracts (lib/amc/contract*.ts): the contract staff offer from an AMC request and its customer
// accepts on the request's private page, priced by the server. One per request: staff may change an
// offer until it is accepted; an accepted contract is never changed, and names its first invoice.
// Row-level security as on every table.

export const amcContracts = pgTable(
  'amc_contracts',
  {
    id: uuidPrimaryKey(),
    /** The AMC request's lead (kind 'amc'): unique, one contract per request. */
    requestId: requestLeadId().unique(),
    plan: text('plan', { enum: amcPlans }).notNull(),
    unitType: text('unit_type', { enum: unitTypes }).notNull(),
    units: integer('units').notNull(),
    startDate: date('start_date').notNull(),
    instalments: text('instalments', { enum: instalmentPlans }).notNull(),
    /** The plan's list price per unit-year and after the volume tier, in fils, as offered. */
    listUnitFils: integer('list_unit_fils').notNull(),
    unitFils: integer('unit_fils').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /** The year: before VAT, the instalments' VAT added up, and with it, in fils. */
    totalFils: integer('total_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalWithVatFils: integer('total_with_vat_fils').notNull(),
    priceListVersion: text('price_list_version').notNull(),
    status: text('status', { enum: contractStatuses }).notNull().default('offered'),
    offeredBy: text('offered_by').notNull(),
    offeredAt: timestamptz('offered_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    /** The first instalment's tax invoice, issued when the customer accepted. */
    firstInvoiceId: uuid('first_invoice_id').references(() => invoices.id),
    createdAt: createdAtNow(),
  },
  (t) => [
    check('amc_contracts_units_check', sql`${t.units} > 0`),
    check('amc_contracts_plan_check', sql`${t.plan} in ${sqlList(amcPlans)}`),
    check('amc_contracts_instalments_check', sql`${t.instalments} in ${sqlList(instalmentPlans)}`),
    check('amc_contracts_status_check', sql`${t.status} in ${sqlList(contractStatuses)}`),
    check(
      'amc_contracts_total_check',
      sql`${t.totalWithVatFils} = ${t.totalFils} + ${t.vatFils} and ${t.totalFils} > 0`,
    ),
    check(
      'amc_contracts_accepted_check',
      sql`(${t.status} = 'accepted') = (${t.acceptedAt} is not null and ${t.firstInvoiceId} is not null)`,
    ),
  ],
).enableRLS();
