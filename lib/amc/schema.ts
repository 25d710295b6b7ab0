import * as z from 'zod/mini';
import '@/lib/validation/jitless';
import { commonFields, emirateOptions, fieldRules } from '@/lib/leads/schemas';
import { MAX_AREA_LENGTH, propertyTypes } from '@/lib/leads/model';
import { westernDigits } from '@/lib/validation/digits';
import { MAX_UNITS, MIN_UNITS } from '@/lib/pricing/estimate';
import { amcPlans, unitTypes } from '@/lib/pricing/price-list';

const { text, message, fullName, phone, email, choice } = fieldRules;

// The AMC sign-up's fields, by the same rules as the lead and booking forms. Whether the start month is
// one of the next twelve is the server's check on its own clock (lib/amc/submit.ts).

export const amcSignUpSchema = z.object({
  plan: choice(amcPlans),
  units: z.pipe(
    z.string({ error: 'required' }).check(
      // Either digit system: an Arabic keyboard types «٤٠».
      z.overwrite((v) => westernDigits(v).trim()),
      z.refine((v) => v.length > 0, { error: 'required' }),
      z.refine((v) => v.length === 0 || /^\d{1,4}$/.test(v), { error: 'invalid' }),
    ),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(
          z.minimum(MIN_UNITS, { error: 'invalid' }),
          z.maximum(MAX_UNITS, { error: 'invalid' }),
        ),
    ),
  ),
  unitType: choice(unitTypes),
  propertyType: choice(propertyTypes),
  emirate: choice(emirateOptions as [string, ...string[]]),
  area: z.optional(text(MAX_AREA_LENGTH, { required: false })),
  startMonth: z.string({ error: 'required' }).check(
    z.refine((v) => v.length > 0, { error: 'required' }),
    z.refine((v) => v.length === 0 || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { error: 'invalid' }),
  ),
  fullName,
  phone,
  email,
  company: z.optional(text(120, { required: false })),
  message: z.optional(message(2000, { required: false })),
  ...commonFields,
});
export type AmcSignUpInput = z.infer<typeof amcSignUpSchema>;
