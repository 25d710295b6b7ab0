import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

// ---- Prices (lib/pricing): the price list staff edit (its changes are events). ----

/**
 * One row per price-list entry (lib/pricing/price-list.ts seeds the missing ones). `amount_cents`:
 * hundredths of the amount (fils for AED, hundredths of a percent for a discount), so no float is stored.
 */
export const prices = pgTable(
  'prices',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['fixed', 'from', 'percent'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default('seed'),
  },
  (t) => [check('prices_amount_positive', sql`${t.amountCents} > 0`)],
).enableRLS();
