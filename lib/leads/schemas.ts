import * as z from 'zod/mini';
import '@/lib/validation/jitless';
import { emirates, services } from '@/lib/catalogue';
import {
  careerRoles,
  MAX_AC_UNITS,
  MAX_AREA_LENGTH,
  MIN_AC_UNITS,
  propertyTypes,
  type LeadKind,
} from './model';
import { normalisePhone } from '@/lib/requests/phone';
import { westernDigits } from '@/lib/validation/digits';
import { isBlank, isSafeText, isSameSitePath, MAX_SOURCE_PATH } from './text-rules';

// One schema per form, shared by react-hook-form in the browser and the server action. Error messages
// are codes ('required', 'invalid'); the form shows them as "<Field> is required" in the page's language.
// Written with zod/mini (the same engine as zod, as functions instead of methods) because these schemas
// ship to the browser on every form page: about 8 KB of gzip JavaScript instead of about 30 KB.

export const serviceOptions = services.flatMap((s) => [
  s.slug,
  ...s.subs.map((sub) => `${s.slug}/${sub}`),
]);
export const emirateOptions = emirates.map((e) => e.slug);

const MARKUP = /<\s*[a-z!/?]/i;

/** A field left out of the post is "required"; a value of the wrong type is "invalid". */
const missingOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid';
/** Trimmed, and a value of only white space and invisible characters (zero-width, BOM, NBSP) is empty. */
const blankToEmpty = (v: string) => (isBlank(v) ? '' : v.trim());
// `z.overwrite(blankToEmpty)` is written out where it is used: behind a helper function Turbopack kept
// the whole of zod's core in the browser's shared zod chunk (3.5 KB gzip more on the calculator pages).

const text = (max: number, { required = true, min = 1, multiline = false } = {}) => {
  const base = z.string({ error: missingOrInvalid }).check(
    z.overwrite(blankToEmpty),
    z.maxLength(max, { error: 'tooLong' }),
    z.refine((v) => isSafeText(v, { multiline }) && !MARKUP.test(v), { error: 'invalid' }),
  );
  return required
    ? base.check(
        z.refine((v) => v.length > 0, { error: 'required' }),
        z.refine((v) => v.length === 0 || v.length >= min, { error: 'invalid' }),
      )
    : base;
};
/** The message textarea: the one field where line breaks belong. */
const message = (max: number, options: { required?: boolean; min?: number } = {}) =>
  text(max, { ...options, multiline: true });

/**
 * A time window as the forms post it, '2026-11-24_08-10'. Only the shape is checked here (the schema
 * also runs in the browser); whether the window is still offered is the server's check against the
 * booking calendar on its own clock (lib/booking/offered.ts), which words a window that ended as
 * 'passed'. The same pattern as parseSlot (lib/booking/model.ts), written out to keep that module out
 * of the form's script.
 */
const slot = z.string({ error: 'required' }).check(
  z.refine((v) => v.length > 0, { error: 'required' }),
  z.refine((v) => v.length === 0 || /^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}$/.test(v), {
    error: 'invalid',
  }),
);

/** A name in letters: a digit, then any other character, is refused with a code that says which. */
const fullName = text(100, { min: 2 }).check(
  z.refine((v) => !/\p{N}/u.test(v), { error: 'digits' }),
  z.refine((v) => v === '' || /\p{N}/u.test(v) || /^[\p{L}\p{M}' .-]+$/u.test(v), {
    error: 'characters',
  }),
);
const email = z.pipe(
  z.string({ error: missingOrInvalid }).check(
    z.overwrite(blankToEmpty),
    z.maxLength(254, { error: 'tooLong' }),
    z.refine((v) => v.length > 0, { error: 'required' }),
  ),
  z.email({ error: 'invalid' }),
);
const phone = z.string({ error: missingOrInvalid }).check(
  z.overwrite(blankToEmpty),
  z.maxLength(30, { error: 'invalid' }),
  z.refine((v) => v.length > 0, { error: 'required' }),
  z.refine((v) => normalisePhone(v) !== null, { error: 'invalid' }),
);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.string({ error: 'required' }).check(z.refine((v) => v.length > 0, { error: 'required' })),
    z.enum(values, { error: 'invalid' }),
  );

/**
 * How many AC units: optional (an empty field), else a whole number within the limits, in either digit
 * system (an Arabic keyboard types «٤٠»).
 */
const acUnits = z.optional(
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? westernDigits(v).trim() : v)),
    z.union(
      [
        z.literal(''),
        z.pipe(
          z.coerce.number({ error: 'invalid' }),
          z
            .int({ error: 'invalid' })
            .check(
              z.minimum(MIN_AC_UNITS, { error: 'invalid' }),
              z.maximum(MAX_AC_UNITS, { error: 'invalid' }),
            ),
        ),
      ],
      { error: 'invalid' },
    ),
  ),
);

/**
 * Fields every form carries besides the visitor's own: consent, anti-abuse and idempotency. Hidden, so
 * a browser sends what the page wrote, but a forged post can send anything: the same text rules apply.
 */
export const commonFields = {
  marketingConsent: z._default(z.boolean({ error: 'invalid' }), false),
  /** The explicit answer to "updates on WhatsApp?" (lib/notify), asked only while WhatsApp is on. */
  whatsappUpdates: z.optional(z.enum(['yes', 'no'], { error: 'required' })),
  idempotencyKey: z.optional(
    z
      .string({ error: 'invalid' })
      .check(z.refine((v) => v === '' || /^[A-Za-z0-9-]{16,64}$/.test(v), { error: 'invalid' })),
  ),
  /**
   * When the form was shown (ms since 1970), written by the browser or by the server's last answer.
   * Optional here because the browser's own validation never sees this hidden input; submitLead
   * refuses a post without it as sent too fast.
   */
  startedAt: z.optional(
    z.pipe(
      z.union(
        [
          z.string().check(z.regex(/^\d{1,15}$/, { error: 'invalid' })),
          z.int({ error: 'invalid' }).check(z.nonnegative({ error: 'invalid' })),
        ],
        {
          error: 'invalid',
        },
      ),
      z.transform(Number),
    ),
  ),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.optional(text(200, { required: false })),
  sourcePath: z.optional(
    z.string({ error: 'invalid' }).check(
      z.maxLength(MAX_SOURCE_PATH, { error: 'invalid' }),
      z.refine((v) => v === '' || isSameSitePath(v), { error: 'invalid' }),
    ),
  ),
};

/** Fields the visitor never sees: an error in one is a broken or forged post, not a typing mistake. */
export const hiddenFields: readonly string[] = [
  'idempotencyKey',
  'startedAt',
  'website',
  'sourcePath',
  'marketingConsent',
];

export const contactSchema = z.object({
  fullName,
  email,
  phone,
  message: message(2000, { min: 10 }),
  ...commonFields,
});

export const quoteSchema = z.object({
  service: choice(serviceOptions as [string, ...string[]]),
  emirate: choice(emirateOptions as [string, ...string[]]),
  area: z.optional(text(MAX_AREA_LENGTH, { required: false })),
  propertyType: choice(propertyTypes),
  acUnits,
  slot,
  fullName,
  phone,
  email,
  message: z.optional(message(2000, { required: false })),
  ...commonFields,
});

export const callbackSchema = z.object({
  fullName,
  phone,
  slot,
  service: choice(serviceOptions as [string, ...string[]]),
  ...commonFields,
});

export const careerSchema = z.object({
  fullName,
  email,
  phone,
  role: choice(careerRoles),
  message: message(1500, { min: 10 }),
  ...commonFields,
});

export const leadSchemas = {
  contact: contactSchema,
  quote: quoteSchema,
  callback: callbackSchema,
  career: careerSchema,
} as const satisfies Record<LeadKind, unknown>;
export type { LeadKind };
export type LeadInput<K extends LeadKind> = z.infer<(typeof leadSchemas)[K]>;
/** 'passed': a time window the form offered that ended (or came too close) while the visitor typed. */
/** 'otherEmirate': a known area of another emirate than the one chosen (lib/requests/known-areas). */
/** 'digits' and 'characters': a full name with a digit, or with another character than a name has. */
export type ErrorCode =
  'required' | 'invalid' | 'tooLong' | 'digits' | 'characters' | 'passed' | 'otherEmirate';

/** The result every lead action returns: typed, never an exception. */
export type SubmitResult =
  | { ok: true; duplicate?: boolean }
  | { ok: false; fieldErrors: Record<string, ErrorCode>; formError?: undefined }
  | {
      ok: false;
      formError: 'rateLimited' | 'failed' | 'rejected' | 'tooLarge' | 'invalidRequest';
      fieldErrors?: undefined;
    };

/** First error code per field, from a zod error. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, ErrorCode> {
  const out: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const code =
      (['required', 'invalid', 'tooLong', 'digits', 'characters'] as const).find(
        (c) => c === issue.message,
      ) ?? 'invalid';
    out[field] ??= code;
  }
  return out;
}

/** Field rules other forms build on (the booking form, lib/booking/schema.ts). */
export const fieldRules = { text, message, fullName, email, phone, choice, acUnits };

/**
 * What a refused form is told, from its field errors (every form's server side says it this way):
 * what the visitor can correct comes first; a hidden field the page wrote itself cannot be corrected,
 * so it is one clear form error; a malformed start time alone counts as a form sent too fast.
 */
export function refusalOf<C extends string>(
  errors: [string, C][],
):
  | { ok: false; fieldErrors: Record<string, C> }
  | { ok: false; formError: 'invalidRequest' | 'rejected' } {
  const visible = errors.filter(([field]) => !hiddenFields.includes(field));
  if (visible.length) return { ok: false, fieldErrors: Object.fromEntries(visible) };
  if (errors.some(([field]) => field !== 'startedAt'))
    return { ok: false, formError: 'invalidRequest' };
  return { ok: false, formError: 'rejected' };
}
