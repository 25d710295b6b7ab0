'use client';

import { useActionState, type ReactNode } from 'react';
import type { InvoiceFormResult } from '@/lib/invoices/actions';
import { Button } from '@/components/ui/Button';

/**
 * One staff form of the invoice panel (issue, mark paid, credit note): fields rendered by the server,
 * the answer in the page's language from the action; a plain post without JavaScript too.
 */
export function InvoiceForm({
  action,
  permalink,
  submit,
  testId,
  done = false,
  children,
}: {
  action: (state: InvoiceFormResult | null, form: FormData) => Promise<InvoiceFormResult>;
  /** The record's address: the form's action attribute without JavaScript. */
  permalink: string;
  submit: string;
  testId: string;
  /**
   * The change is made (the invoice refunded): only the answer of the post that made it is shown
   * (with its link, shown once), where the form stood, so the re-rendered panel does not lose it.
   */
  done?: boolean;
  children: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, null, permalink);
  if (done && !state) return null;
  return (
    <form action={formAction} className="space-y-3" data-testid={testId}>
      {!done && (
        <>
          {children}
          <Button type="submit" disabled={pending}>
            {submit}
          </Button>
        </>
      )}
      {state?.ok && (
        <p role="status" className="text-sm text-green-800">
          {state.message}
          {state.link && (
            <>
              {' '}
              <a href={state.link} className="break-all text-brand-700 underline" dir="ltr">
                {state.link}
              </a>
            </>
          )}
        </p>
      )}
      {state?.ok === false && (
        <ul role="alert" className="list-disc ps-5 text-sm text-red-800">
          {state.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </form>
  );
}
