import * as z from 'zod/mini';
import '@/lib/validation/jitless';
import { emirates, services } from '@/lib/catalogue';
import { allWindows } from '@/lib/config/hours';
import {
  callbackDayNames,
  type CallbackDay,
  careerRoles,
  propertyTypes,
  type LeadKind,
} from './model';
import { normalisePhone } from './phone';

// One schema per form, shared by react-hook-form in the browser and the server action. Error messages
// are codes ('required', 'invalid'); the form shows them as "<Field> is required" in the page's language.
// Written with zod/mini (the same engine as zod, as functions instead of methods) because these schemas
// ship to the browser on every form page: about 8 KB of gzip JavaScript instead of about 30 KB.

export const serviceOptions = services.flatMap((s) => [
  s.slug,
  ...s.subs.map((sub) => `${s.slug}/${sub}`),
]);
export const emirateOptions = emirates.map((e) => e.slug);

// Characters that have no place in a name or a message: controls and bidirectional overrides (which
// can make stored text display differently from what it is).
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const MARKUP = /<\s*[a-z!/?]/i;

const text = (max: number, { required = true, min = 1 } = {}) => {
  const base = z.string({ error: 'invalid' }).check(
    z.trim(),
    z.maxLength(max, { error: 'tooLong' }),
    z.refine((v) => !UNSAFE.test(v) && !MARKUP.test(v), { error: 'invalid' }),
  );
  return required
    ? base.check(
        z.refine((v) => v.length > 0, { error: 'required' }),
        z.refine((v) => v.length === 0 || v.length >= min, { error: 'invalid' }),
      )
    : base;
};

const fullName = text(100, { min: 2 }).check(
  z.refine((v) => v === '' || /^[\p{L}\p{M}' .-]+$/u.test(v), { error: 'invalid' }),
);
const email = z.pipe(
  z.string({ error: 'invalid' }).check(
    z.trim(),
    z.maxLength(254, { error: 'tooLong' }),
    z.refine((v) => v.length > 0, { error: 'required' }),
  ),
  z.email({ error: 'invalid' }),
);
const phone = z.string({ error: 'invalid' }).check(
  z.trim(),
  z.maxLength(30, { error: 'invalid' }),
  z.refine((v) => v.length > 0, { error: 'required' }),
  z.refine((v) => normalisePhone(v) !== null, { error: 'invalid' }),
);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.string({ error: 'required' }).check(z.refine((v) => v.length > 0, { error: 'required' })),
    z.enum(values, { error: 'invalid' }),
  );

/** Fields every form carries besides the visitor's own: consent, anti-abuse and idempotency. */
export const commonFields = {
  marketingConsent: z._default(z.boolean({ error: 'invalid' }), false),
  idempotencyKey: z.optional(z.string().check(z.maxLength(64))),
  startedAt: z.optional(z.pipe(z.coerce.number(), z.int().check(z.nonnegative()))),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.optional(z.string().check(z.maxLength(200))),
  sourcePath: z.optional(z.string().check(z.maxLength(300))),
};

export const contactSchema = z.object({
  fullName,
  email,
  phone,
  message: text(2000, { min: 10 }),
  ...commonFields,
});

export const quoteSchema = z.object({
  service: choice(serviceOptions as [string, ...string[]]),
  emirate: choice(emirateOptions as [string, ...string[]]),
  area: z.optional(text(100, { required: false })),
  propertyType: choice(propertyTypes),
  acUnits: z.optional(
    z.union([
      z.literal(''),
      z.pipe(
        z.coerce.number({ error: 'invalid' }),
        z
          .int({ error: 'invalid' })
          .check(z.minimum(1, { error: 'invalid' }), z.maximum(500, { error: 'invalid' })),
      ),
    ]),
  ),
  preferredDate: z.string({ error: 'required' }).check(
    z.refine((v) => v.length > 0, { error: 'required' }),
    z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), { error: 'invalid' }),
  ),
  preferredWindow: choice(allWindows as unknown as [string, ...string[]]),
  fullName,
  phone,
  email,
  message: z.optional(text(2000, { required: false })),
  ...commonFields,
});

export const callbackSchema = z.object({
  fullName,
  phone,
  day: choice(callbackDayNames as [CallbackDay, ...CallbackDay[]]),
  preferredWindow: choice(allWindows as unknown as [string, ...string[]]),
  service: choice(serviceOptions as [string, ...string[]]),
  ...commonFields,
});

export const careerSchema = z.object({
  fullName,
  email,
  phone,
  role: choice(careerRoles),
  message: text(1500, { min: 10 }),
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
export type ErrorCode = 'required' | 'invalid' | 'tooLong';

/** The result every lead action returns: typed, never an exception. */
export type SubmitResult =
  | { ok: true; duplicate?: boolean }
  | { ok: false; fieldErrors: Record<string, ErrorCode>; formError?: undefined }
  | {
      ok: false;
      formError: 'rateLimited' | 'failed' | 'rejected' | 'tooLarge';
      fieldErrors?: undefined;
    };

/** First error code per field, from a zod error. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, ErrorCode> {
  const out: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const code =
      (['required', 'invalid', 'tooLong'] as const).find((c) => c === issue.message) ?? 'invalid';
    out[field] ??= code;
  }
  return out;
}
