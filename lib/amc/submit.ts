import * as clock from '@/lib/clock';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '@/lib/db/connect';
import { withDeadline } from '@/lib/db/deadline';
import { isFormKey, newFormKey } from '@/lib/booking/tokens';
import { fieldErrorsOf, refusalOf, type ErrorCode } from '@/lib/leads/schemas';
import { normalisePhone } from '@/lib/leads/phone';
import { withinRateLimit } from '@/lib/leads/store';
import { limits, PRIVACY_NOTICE_VERSION } from '@/lib/leads/submit';
import { errorCode, log } from '@/lib/log';
import { startMonths } from '@/lib/pricing/amc-plans';
import { estimate } from '@/lib/pricing/estimate';
import { PRICE_LIST_VERSION, type Prices } from '@/lib/pricing/price-list';
import { amcSignUpSchema } from './schema';
import { createAmcRequest, type AmcEstimate } from './store';

export type AmcSubmitResult =
  | { ok: true; reference: string; token: string }
  | { ok: false; fieldErrors: Record<string, ErrorCode>; formError?: undefined }
  | {
      ok: false;
      formError: 'rateLimited' | 'failed' | 'rejected' | 'tooLarge' | 'invalidRequest';
      fieldErrors?: undefined;
    };

export interface AmcContext {
  db: () => Promise<Db>;
  /** The prices in force (getPrices()): the total is computed here, never taken from the post. */
  prices: () => Promise<Prices>;
  locale: Locale;
  clientKey: string;
  emails: ('notify_company' | 'confirm_visitor')[];
  linkFor: (token: string) => string;
  now?: Date;
}

/**
 * Validates, rate-limits and stores one AMC contract request with the annual total the server works
 * out from the price list. Never throws: every outcome is a typed result, and a database failure is
 * `failed`, so the visitor keeps their input and can send it again (under the same form key).
 */
export async function submitAmcRequest(
  raw: Record<string, unknown>,
  ctx: AmcContext,
): Promise<AmcSubmitResult> {
  const now = ctx.now ?? clock.now();
  if (JSON.stringify(raw).length > limits.maxBodyChars) return { ok: false, formError: 'tooLarge' };
  if (typeof raw.website === 'string' && raw.website.trim() !== '')
    return { ok: true, reference: '', token: '' };

  const parsed = amcSignUpSchema.safeParse(raw);
  const errors = parsed.success ? [] : Object.entries(fieldErrorsOf(parsed.error));
  // The start month is one of the next twelve on the server's clock, whatever the form offered.
  const month = typeof raw.startMonth === 'string' ? raw.startMonth : '';
  if (month && !errors.some(([f]) => f === 'startMonth') && !startMonths(now).includes(month))
    errors.push(['startMonth', 'invalid']);
  if (!parsed.success || errors.length) return refusalOf(errors);
  const input = parsed.data;
  const filledFor = input.startedAt === undefined ? -1 : now.getTime() - input.startedAt;
  if (filledFor < limits.minFillMs) return { ok: false, formError: 'rejected' };

  try {
    return await withDeadline(limits.databaseMs, async (signal): Promise<AmcSubmitResult> => {
      const db = await ctx.db();
      if (
        !(await withinRateLimit(
          db,
          `amc:${ctx.clientKey}`,
          limits.rateLimit,
          limits.rateWindowSeconds,
          now,
        ))
      )
        return { ok: false, formError: 'rateLimited' };
      const quote = estimate(await ctx.prices(), {
        service: `amc-${input.plan}`,
        unitType: input.unitType,
        units: input.units,
      });
      const amc: AmcEstimate = {
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
      const result = await createAmcRequest(
        db,
        {
          lead: {
            name: input.fullName,
            email: input.email,
            phone: normalisePhone(input.phone)!,
            message: input.message || null,
            service: 'air-conditioning/amc',
            emirate: input.emirate,
            area: input.area || null,
            propertyType: input.propertyType,
            acUnits: input.units,
            locale: ctx.locale,
            sourcePath: input.sourcePath || null,
            marketingConsent: input.marketingConsent ?? false,
            noticeVersion: PRIVACY_NOTICE_VERSION,
            consentAt: now,
          },
          estimate: amc,
          // A post without the server's key (a forged one) is still stored once, under a fresh key.
          formKey: isFormKey(input.idempotencyKey) ? input.idempotencyKey : newFormKey(),
          emails: ctx.emails,
          linkFor: ctx.linkFor,
        },
        now,
        signal,
      );
      return { ok: true, reference: result.reference, token: result.token };
    });
  } catch (error) {
    log.error('amc.store_failed', errorCode(error));
    return { ok: false, formError: 'failed' };
  }
}
