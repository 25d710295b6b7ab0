import * as z from 'zod/mini';
import '@/lib/validation/jitless';
import { commonFields, emirateOptions, fieldRules, serviceOptions } from '@/lib/leads/schemas';
import { MAX_AREA_LENGTH, propertyTypes } from '@/lib/leads/model';
import { parseSlot } from './model';

const { text, message, fullName, phone, email, choice, acUnits } = fieldRules;

// The booking form's fields, by the same rules as the lead forms (lib/leads/schemas.ts). Whether the
// chosen window can still be booked is the server's check against the live calendar.

/** The first step: what and where. It arrives in the query string of /book as well as in the post. */
export const bookingScopeSchema = z.object({
  service: choice(serviceOptions as [string, ...string[]]),
  propertyType: choice(propertyTypes),
  acUnits,
  emirate: choice(emirateOptions as [string, ...string[]]),
  area: z.optional(text(MAX_AREA_LENGTH, { required: false })),
  /** The basket's lines (lib/pricing/basket.ts), read and checked by the submission. */
  lines: z.optional(z.string()),
});

export const bookingSchema = z.object({
  ...bookingScopeSchema.shape,
  slot: z.string({ error: 'required' }).check(
    z.refine((v) => v.length > 0, { error: 'required' }),
    z.refine((v) => v.length === 0 || parseSlot(v) !== null, { error: 'invalid' }),
  ),
  fullName,
  phone,
  email: z.optional(z.union([z.literal(''), email])),
  message: z.optional(message(2000, { required: false })),
  ...commonFields,
});
export type BookingInput = z.infer<typeof bookingSchema>;
