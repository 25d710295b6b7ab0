import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { amcSignUpSchema } from '@/lib/amc/schema';
import { bookingSchema, bookingScopeSchema } from '@/lib/booking/schema';
import { formFields, type LeadKind } from '@/lib/leads/model';
import { leadSchemas } from '@/lib/leads/schemas';
import { requiredFields } from './required';

const marked = (flags: Record<string, boolean>) =>
  Object.keys(flags)
    .filter((name) => flags[name])
    .sort();

describe('requiredFields: what a form marks required is what its server refuses empty', () => {
  it('booking, first step: service, property and emirate; units and area are optional', () => {
    const flags = requiredFields(bookingScopeSchema);
    expect(marked(flags)).toEqual(['emirate', 'propertyType', 'service']);
    expect(flags.acUnits).toBe(false);
    expect(flags.area).toBe(false);
  });

  it('booking, details: the window, name and phone; e-mail and message are optional', () => {
    const flags = requiredFields(bookingSchema);
    for (const name of ['slot', 'fullName', 'phone'] as const) expect(flags[name]).toBe(true);
    expect(flags.email).toBe(false);
    expect(flags.message).toBe(false);
  });

  it('AMC sign-up: everything but the area, company and message (e-mail gets the contract)', () => {
    const flags = requiredFields(amcSignUpSchema);
    for (const name of [
      'plan',
      'units',
      'unitType',
      'propertyType',
      'emirate',
      'startMonth',
      'fullName',
      'phone',
      'email',
    ] as const)
      expect(flags[name], name).toBe(true);
    for (const name of ['area', 'company', 'message'] as const)
      expect(flags[name], name).toBe(false);
  });

  it.each(Object.keys(formFields) as LeadKind[])(
    'the %s form marks exactly the fields its schema requires',
    (kind) => {
      const schema: z.ZodMiniObject = leadSchemas[kind];
      const flags: Record<string, boolean> = requiredFields(schema);
      for (const field of formFields[kind])
        expect(Boolean(field.required), `${kind}.${field.name}`).toBe(flags[field.name]);
    },
  );
});
