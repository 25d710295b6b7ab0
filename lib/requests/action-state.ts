import * as clock from '@/lib/clock';
import { controlFields } from '@/lib/leads/model';
import { isFormKey, newFormKey } from './token';

// The one contract between a request form and its server action (an enquiry, a booking, an AMC
// sign-up). The form works as a plain HTML post without JavaScript and as the enhanced form alike; a
// form that redirects on success (to its private page) never sees `ok: true`.

/** A refused post: what the form shows again. */
export interface Refused {
  ok: false;
  /** By field: an error text in the page's language (an enquiry's: a code its field spec words). */
  fieldErrors: Record<string, string>;
  /** About the whole form (rate limit, database down, window just taken …): a text, or an enquiry's code. */
  formError?: string;
  /** What the visitor sent (files and control fields aside), to show again. */
  values: Record<string, string>;
  /** The same one-time key (a re-sent form is stored once), for forms the server keys. */
  formKey?: string;
  /** When the form was first shown, carried into the next post (the fill-time check). */
  startedAt: string;
}

export type ActionState<Extra extends object = object> =
  | { ok: null }
  // `reference`: what the visitor quotes on the phone (an enquiry's RQ-…, lib/leads/reference.ts).
  | { ok: true; duplicate?: boolean; reference?: string }
  | (Refused & Extra);

/**
 * The start time a refused form carries into its next post. A form posted without JavaScript may have
 * none (a prerendered page cannot carry the time it was shown) and is refused as sent too fast; the
 * answer then starts the clock, so sending it again after reading the message goes through.
 */
export const startTimeFor = (posted: string | undefined): string =>
  posted && /^\d{1,15}$/.test(posted) ? posted : String(clock.now().getTime());

/**
 * A refused post's state: the values typed come back (never the control fields, nor `alsoDropped`),
 * with the same form key, so a post whose answer was lost and is sent again still stores once.
 */
export function refusedState(
  values: Record<string, string>,
  parts: { fieldErrors?: Record<string, string>; formError?: string },
  options: { alsoDropped?: readonly string[]; keyed?: boolean } = {},
): Refused {
  const dropped = new Set<string>([...controlFields, 'locale', ...(options.alsoDropped ?? [])]);
  return {
    ok: false,
    fieldErrors: parts.fieldErrors ?? {},
    formError: parts.formError,
    values: Object.fromEntries(Object.entries(values).filter(([k]) => !dropped.has(k))),
    ...(options.keyed === false
      ? {}
      : { formKey: isFormKey(values.idempotencyKey) ? values.idempotencyKey : newFormKey() }),
    startedAt: startTimeFor(values.startedAt),
  };
}
