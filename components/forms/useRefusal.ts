'use client';

import { useEffect, useRef } from 'react';
import type { ActionState, Refused } from '@/lib/requests/action-state';

/**
 * What a server-keyed request form (the booking, the AMC sign-up) does with its action's answer: the
 * errors by field, the first of them in the visitor's order, and where focus goes: to the first field
 * in error, or to the summary when there is a message about the whole form. After an enhanced post the
 * focus is moved here; after a plain post the server-rendered HTML carries autofocus on the same place
 * (`autoFocusSummary`, `autoFocusField`), so both land alike.
 */
export function useRefusal<S extends ActionState>(
  state: S,
  fieldOrder: readonly string[],
  fieldId: (name: string) => string,
  onRefused?: (refused: Extract<S, Refused>) => void,
) {
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
    refused,
    errors,
    firstError,
    hasProblem,
    summaryRef,
    autoFocusSummary,
    autoFocusField: (name: string) => !autoFocusSummary && firstError === name,
  };
}
