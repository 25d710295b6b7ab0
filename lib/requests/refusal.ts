// The refusals every request form shares, as codes: each form's action puts them into words.

/** Why a whole form was refused (not one field): the visitor's input is kept in every case. */
export type FormRefusal = 'rateLimited' | 'failed' | 'rejected' | 'tooLarge' | 'invalidRequest';

/** Refused for one or more fields (codes by field: required, invalid, tooLong …). */
export interface FieldRefusal<C extends string = string> {
  ok: false;
  fieldErrors: Record<string, C>;
  formError?: undefined;
}

/** Refused as a whole. */
export interface WholeRefusal {
  ok: false;
  formError: FormRefusal;
  fieldErrors?: undefined;
}

export type Refusal<C extends string = string> = FieldRefusal<C> | WholeRefusal;

export const refused = (formError: FormRefusal): WholeRefusal => ({ ok: false, formError });
