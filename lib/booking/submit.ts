import * as clock from '@/lib/clock';
import type { Locale } from '@/lib/i18n/routing';
import type { EmirateSlug } from '@/lib/catalogue/places';
import type { Db } from '@/lib/db/connect';
import type { ErrorCode } from '@/lib/leads/schemas';
import type { OwedEmail } from '@/lib/requests/create';
import type { FormRefusal } from '@/lib/requests/refusal';
import { botStored, submitRequest } from '@/lib/requests/submit';
import { formKeyOr } from '@/lib/requests/token';
import { visitorColumns } from '@/lib/requests/visitor';
import { bookingLines, storedBasket } from '@/lib/pricing/estimate-input';
import { listPrices, type Prices } from '@/lib/pricing/price-list';
import { getPrices } from '@/lib/pricing/store';
import { DAYS_SHOWN, parseSlot, type SlotView } from './model';
import { decodePhotos, type PhotoError } from './photos';
import { bookingSchema } from './schema';
import { createBooking, zoneCalendar, type PreparedPhoto } from './store';
import { zoneOfEmirate } from './zones';

export type { PhotoError } from './photos';

export type BookingSubmitResult =
  | { ok: true; reference: string; token: string }
  | {
      ok: false;
      fieldErrors: Record<string, ErrorCode | PhotoError>;
      /** The photo a photo error is about, named in its message. */
      file?: string;
      formError?: undefined;
      nextSlots?: undefined;
    }
  | {
      ok: false;
      formError: FormRefusal;
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
  emails: OwedEmail[];
  /** Photos already prepared (tests); or `files`, checked for count and size, decoded once admitted. */
  photos?: PreparedPhoto[];
  files?: File[];
  linkFor: (token: string) => string;
  now?: Date;
  /** The prices the stored estimate is computed from; the site's (getPrices) unless a test sets them. */
  prices?: () => Promise<Prices>;
}

/** How many free windows a visitor whose window just filled is offered instead. */
export const NEXT_SLOTS = 3;

/**
 * Validates, rate-limits and books one visit (lib/requests/submit.ts says in which order). Never
 * throws: every outcome is a typed result, and a database failure is reported as `failed` so the
 * visitor keeps their input and can send it again.
 */
export async function submitBooking(
  raw: Record<string, unknown>,
  ctx: BookingContext,
): Promise<BookingSubmitResult> {
  const now = ctx.now ?? clock.now();
  const prices = ctx.prices ?? getPrices;
  let photos = ctx.photos;
  const files = ctx.files ?? [];
  return submitRequest(raw, {
    ...ctx,
    form: 'booking',
    asksWhatsapp: true,
    schema: bookingSchema,
    now,
    honeypot: botStored,
    // Lines the list does not have (a forged or mangled link) are refused, not guessed at. The
    // items are the versioned list's; only their amounts live in the database.
    check: (raw) =>
      bookingLines({ service: String(raw.service ?? ''), lines: raw.lines }, listPrices()).ok
        ? []
        : [['lines', 'invalid']],
    // The basket the flow showed, priced again here from the server's prices: the stored numbers
    // never come from the browser (a post carries items and counts, no amount).
    prepare: async (input) => {
      const list = await prices();
      return storedBasket(list, bookingLines(input, list).lines, now);
    },
    admit: files.length
      ? async (): Promise<BookingSubmitResult | null> => {
          const decoded = await decodePhotos(files);
          if (!decoded.ok)
            return { ok: false, fieldErrors: { photos: decoded.error }, file: decoded.file };
          photos = decoded.photos;
          return null;
        }
      : undefined,
    store: async (db, input, signal, estimate): Promise<BookingSubmitResult> => {
      const slot = parseSlot(input.slot)!;
      // The schema accepts only the catalogue's emirates (emirateOptions).
      const zone = zoneOfEmirate[input.emirate as EmirateSlug];
      const result = await createBooking(
        db,
        {
          lead: {
            ...visitorColumns(input, ctx.locale, now, 'visit'),
            service: input.service,
            emirate: input.emirate,
            area: input.area || null,
            propertyType: input.propertyType,
            acUnits: typeof input.acUnits === 'number' ? input.acUnits : null,
            estimate,
            createdAt: now,
          },
          lines: estimate?.lines,
          zone,
          day: slot.date,
          window: slot.window,
          formKey: formKeyOr(input.idempotencyKey),
          photos,
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
    },
  });
}
