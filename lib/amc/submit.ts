import * as clock from '@/lib/clock';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '@/lib/db/connect';
import type { ErrorCode } from '@/lib/leads/schemas';
import { startMonths } from '@/lib/pricing/amc-plans';
import { estimate } from '@/lib/pricing/estimate';
import { PRICE_LIST_VERSION, type Prices } from '@/lib/pricing/price-list';
import { createPrivateRequest, type OwedEmail } from '@/lib/requests/create';
import type { Refusal } from '@/lib/requests/refusal';
import { botStored, submitRequest } from '@/lib/requests/submit';
import { formKeyOr } from '@/lib/requests/token';
import { visitorColumns } from '@/lib/requests/visitor';
import { amcSignUpSchema, type AmcSignUpInput } from './schema';
import type { AmcEstimate } from './store';
import { areaValue } from '@/lib/booking/scope';
import { areasForMatching } from '@/lib/requests/known-areas';

export type AmcSubmitResult = { ok: true; reference: string; token: string } | Refusal<ErrorCode>;

export interface AmcContext {
  db: () => Promise<Db>;
  /** The prices in force (getPrices()): the total is computed here, never taken from the post. */
  prices: () => Promise<Prices>;
  locale: Locale;
  clientKey: string;
  emails: OwedEmail[];
  linkFor: (token: string) => string;
  now?: Date;
}

/**
 * Validates, rate-limits and stores one AMC contract request (lib/requests/submit.ts says in which
 * order) with the annual total the server works out from the price list. Never throws: every outcome
 * is a typed result, and a database failure is `failed`, so the visitor keeps their input and can send
 * it again (under the same form key).
 */
export async function submitAmcRequest(
  raw: Record<string, unknown>,
  ctx: AmcContext,
): Promise<AmcSubmitResult> {
  const now = ctx.now ?? clock.now();
  return submitRequest(raw, {
    ...ctx,
    form: 'amc',
    asksWhatsapp: true,
    schema: amcSignUpSchema,
    now,
    honeypot: botStored,
    // The start month is one of the next twelve on the server's clock, whatever the form offered.
    check: ({ startMonth }) =>
      typeof startMonth === 'string' && startMonth && !startMonths(now).includes(startMonth)
        ? [['startMonth', 'invalid']]
        : [],
    prepare: ctx.prices,
    store: async (db, input, signal, prices) => {
      const result = await createPrivateRequest(
        db,
        {
          kind: 'amc',
          lead: {
            ...visitorColumns(input, ctx.locale, now, 'contract'),
            service: 'air-conditioning/amc',
            emirate: input.emirate,
            // A known area by its slug, as a booking stores it: each page then names it in its language.
            area: areaValue(input.area ?? '', input.emirate, areasForMatching()) || null,
            propertyType: input.propertyType,
            acUnits: input.units,
            estimate: amcEstimate(input, prices),
            createdAt: now,
            updatedAt: now,
          },
          // A post without the server's key (a forged one) is still stored once, under a fresh key.
          formKey: formKeyOr(input.idempotencyKey),
          emails: ctx.emails,
          linkFor: ctx.linkFor,
          row: { createdAt: now },
        },
        now,
        signal,
      );
      return { ok: true, reference: result.reference, token: result.token };
    },
  });
}

/** The plan, the units and the annual total, from the server's prices. */
function amcEstimate(input: AmcSignUpInput, prices: Prices): AmcEstimate {
  const quote = estimate(prices, {
    service: `amc-${input.plan}`,
    unitType: input.unitType,
    units: input.units,
  });
  return {
    plan: input.plan,
    startMonth: input.startMonth,
    units: input.units,
    unitType: input.unitType,
    company: input.company || null,
    priceListVersion: PRICE_LIST_VERSION,
    priceId: quote?.priceId ?? null,
    unitPrice: quote?.unitPrice ?? null,
    discountPercent: quote?.discountPercent ?? 0,
    total: quote?.low ?? null,
    totalWithVat: quote?.lowWithVat ?? null,
  };
}
