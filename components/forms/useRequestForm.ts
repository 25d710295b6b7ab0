'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';
import type { ActionState, Refused } from '@/lib/requests/action-state';

/**
 * A server-keyed request form (the booking, the AMC sign-up) and its action's answer, the same with and
 * without JavaScript: the errors by field, the first of them in the visitor's order, and where focus
 * goes: to the first field in error, or to the summary when there is a message about the whole form.
 * After an enhanced post the focus is moved here; after a plain post the server-rendered HTML carries
 * autofocus on the same place (`summary.autoFocus`, `autoFocusField`), so both land alike.
 */
export function useRequestForm<S extends ActionState>(
  action: (state: Awaited<S>, data: FormData) => Promise<S>,
  /** The form's own address: its action attribute, so it posts without JavaScript. */
  permalink: string,
  fieldOrder: readonly string[],
  fieldId: (name: string) => string,
  /** The key and start time the server rendered the form with (a refusal brings the next ones). */
  first: { formKey: string; startedAt: string },
  /** The summary's words: its title and the line over the fields in error. */
  words: { errorTitle: string; checkFields: string },
  onRefused?: (refused: Extract<S, Refused>) => void,
) {
  const [state, formAction, pending] = useActionState(
    action,
    { ok: null } as Awaited<S>,
    permalink,
  );
  const refused = state.ok === false ? (state as Extract<S, Refused>) : null;
  const errors: Record<string, string> = refused?.fieldErrors ?? {};
  const firstError = fieldOrder.find((f) => errors[f]);
  const hasProblem = Boolean(refused && (firstError || refused.formError));
  const autoFocusSummary = hasProblem && (!firstError || Boolean(refused?.formError));
  const summaryRef = useRef<HTMLDivElement>(null);

  const lastState = useRef(state);
  useEffect(() => {
    if (lastState.current === state || !refused) return;
    lastState.current = state;
    onRefused?.(refused);
    const target =
      firstError && !refused.formError ? document.getElementById(fieldId(firstError)) : null;
    (target ?? summaryRef.current)?.focus();
    // onRefused and fieldId are read for this same state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, refused, firstError]);

  return {
    pending,
    refused,
    errors,
    hasProblem,
    autoFocusField: (name: string) => !autoFocusSummary && firstError === name,
    formProps: {
      action: formAction,
      // The server says what is missing, in the page's language, keeping what was typed; the browser's
      // own bubbles would speak the browser's language.
      noValidate: true,
      // Posted by hand rather than through the action prop: React resets a form after its action,
      // which would clear what was typed (and a booking's chosen window) when the answer is a refusal.
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      },
    },
    /** For the ServerKeyedFooter. */
    footer: {
      formKey: refused?.formKey ?? first.formKey,
      startedAt: refused?.startedAt ?? first.startedAt,
      marketingChecked: refused?.values.marketingConsent === 'on',
      whatsappChosen: refused?.values.whatsappUpdates ?? '',
      pending,
    },
    /** For the ErrorSummary. */
    summary: {
      title: words.errorTitle,
      checkFields: words.checkFields,
      summaryRef,
      autoFocus: autoFocusSummary,
      formError: refused?.formError,
      fields: fieldOrder
        .filter((f) => errors[f])
        .map((f) => ({ id: fieldId(f), error: errors[f]! })),
    },
  };
}
