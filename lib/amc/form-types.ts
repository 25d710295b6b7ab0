// What the AMC sign-up form receives back from its action (lib/amc/action.ts). Types only, safe for
// the browser.

/** The state after a post (a success redirects to the private page, so it has no state). */
export type AmcFormState =
  | { ok: null }
  | {
      ok: false;
      /** Error texts by field, in the page's language. */
      fieldErrors: Record<string, string>;
      /** A message about the whole form (rate limit, database down …). */
      formError?: string;
      /** What the visitor sent, to show again. */
      values: Record<string, string>;
      /** The same form key (a re-sent form is stored once) and the start time to send next. */
      formKey: string;
      startedAt: string;
    };
