// The AMC sign-up's fields without their rules (lib/amc/schema.ts), so the form's script carries no
// validation library.

/** The visible fields in the order the visitor meets them: focus goes to the first in error. */
export const amcFieldOrder = [
  'plan',
  'units',
  'unitType',
  'propertyType',
  'emirate',
  'area',
  'startMonth',
  'fullName',
  'phone',
  'email',
  'company',
  'message',
] as const;
export type AmcField = (typeof amcFieldOrder)[number];
