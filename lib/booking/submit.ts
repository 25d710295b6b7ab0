import * as clock from '@/lib/clock';
import type { Locale } from '@/lib/i18n/routing';
import { isEmirateSlug } from '@/lib/catalogue/places';
import type { Db } from '@/lib/db/connect';
import { withDeadline } from '@/lib/db/deadline';
import { fieldErrorsOf, refusalOf, type ErrorCode } from '@/lib/leads/schemas';
import { normalisePhone } from '@/lib/leads/phone';
import { withinRateLimit } from '@/lib/leads/store';
import { limits, PRIVACY_NOTICE_VERSION } from '@/lib/leads/submit';
import { errorCode, log } from '@/lib/log';
import { bookingEstimateInput, storedEstimate } from '@/lib/pricing/estimate-input';
import type { Prices } from '@/lib/pricing/price-list';
import { getPrices } from '@/lib/pricing/store';
import { DAYS_SHOWN, parseSlot, type SlotView } from './model';
import { bookingSchema } from './schema';
import { createBooking, zoneCalendar, type PreparedPhoto } from './store';
import { isFormKey, newFormKey } from './tokens';
import { zoneOfEmirate } from './zones';

/** Why a photo was refused; the form names the file and keeps everything else typed. */
export type PhotoError = 'tooMany' | 'tooLarge' | 'notImage';

export type BookingSubmitResult =
  | { ok: true; reference: string; token: string }
  | {
      ok: false;
      fieldErrors: Record<string, ErrorCode | PhotoError>;
      formError?: undefined;
      nextSlots?: undefined;
    }
  | {
      ok: false;
      formError: 'rateLimited' | 'failed' | 'rejected' | 'tooLarge' | 'invalidRequest';
      fieldErrors?: undefined;
      nextSlots?: undefined;
    }
  /** The window filled (or closed) while the visitor was typing: the next free ones are offered. */
  | {
      ok: false;
      formError: 'slotFull' | 'slotUnavailable';
      nextSlots: SlotView[];
      fieldErrors?: undefined;
    };

export interface BookingContext {
  db: () => Promise<Db>;
  locale: Locale;
  clientKey: string;
  emails: ('notify_company' | 'confirm_visitor')[];
  photos?: PreparedPhoto[];
  linkFor: (token: string) => string;
  now?: Date;
  /** The prices the stored estimate is computed from; the site's (getPrices) unless a test sets them. */
  prices?: () => Promise<Prices>;
}

/** How many free windows a visitor whose window just filled is offered instead. */
export const NEXT_SLOTS = 3;

/**
 * Validates, rate-limits and books one visit. Never throws: every outcome is a typed result, and a
 * database failure is reported as `failed` so the visitor keeps their input and can send it again.
 */
export async function submitBooking(
  raw: Record<string, unknown>,
  ctx: BookingContext,
): Promise<BookingSubmitResult> {
  const now = ctx.now ?? clock.now();
  if (JSON.stringify(raw).length > limits.maxBodyChars) return { ok: false, formError: 'tooLarge' };
  if (typeof raw.website === 'string' && raw.website.trim() !== '')
    return { ok: true, reference: '', token: '' };

  const parsed = bookingSchema.safeParse(raw);
  if (!parsed.success) return refusalOf(Object.entries(fieldErrorsOf(parsed.error)));
  const input = parsed.data;
  const filledFor = input.startedAt === undefined ? -1 : now.getTime() - input.startedAt;
  if (filledFor < limits.minFillMs) return { ok: false, formError: 'rejected' };
  const slot = parseSlot(input.slot)!;
  if (!isEmirateSlug(input.emirate)) return { ok: false, fieldErrors: { emirate: 'invalid' } };
  const zone = zoneOfEmirate[input.emirate];
  // The estimate the flow showed, computed again here from the server's prices: the stored numbers
  // never come from the browser.
  const estimate = storedEstimate(
    await (ctx.prices ?? getPrices)(),
    bookingEstimateInput(input.service, input.acUnits),
    now,
  );

  try {
    return await withDeadline(limits.databaseMs, async (signal): Promise<BookingSubmitResult> => {
      const db = await ctx.db();
      if (
        !(await withinRateLimit(
          db,
          `booking:${ctx.clientKey}`,
          limits.rateLimit,
          limits.rateWindowSeconds,
          now,
        ))
      )
        return { ok: false, formError: 'rateLimited' };
      const result = await createBooking(
        db,
        {
          lead: {
            name: input.fullName,
            email: input.email || null,
            phone: normalisePhone(input.phone)!,
            message: input.message || null,
            service: input.service,
            emirate: input.emirate,
            area: input.area || null,
            propertyType: input.propertyType,
            acUnits: typeof input.acUnits === 'number' ? input.acUnits : null,
            locale: ctx.locale,
            sourcePath: input.sourcePath || null,
            marketingConsent: input.marketingConsent ?? false,
            estimate,
            noticeVersion: PRIVACY_NOTICE_VERSION,
            consentAt: now,
            createdAt: now,
          },
          zone,
          day: slot.date,
          window: slot.window,
          // A form without the server's key (a forged post) still books once, under a fresh key.
          formKey: isFormKey(input.idempotencyKey) ? input.idempotencyKey : newFormKey(),
          photos: ctx.photos,
          emails: ctx.emails,
          linkFor: ctx.linkFor,
        },
        now,
        signal,
      );
      if (result.ok) return { ok: true, reference: result.reference, token: result.token };
      const days = await zoneCalendar(db, zone, { now, from: slot.date, days: DAYS_SHOWN });
      const nextSlots = days
        .flatMap((d) => d.slots)
        .filter((s) => s.state === 'open')
        .slice(0, NEXT_SLOTS);
      return {
        ok: false,
        formError: result.reason === 'full' ? 'slotFull' : 'slotUnavailable',
        nextSlots,
      };
    });
  } catch (error) {
    log.error('booking.store_failed', errorCode(error));
    return { ok: false, formError: 'failed' };
  }
}
