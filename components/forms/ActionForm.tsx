'use client';

import { useActionState, type ComponentProps } from 'react';

/** A server action that answers with a redirect (post/redirect/get) rather than a state. */
export type RedirectingAction = (state: null, form: FormData) => Promise<null>;

/**
 * A form posting a server action, with the page's own address as its `action` attribute. Given the
 * action directly, React writes `action=""`, which HTML does not allow (the Nu checker reports it);
 * useActionState's permalink is where React lets a page name the address instead. It still posts as a
 * plain form without JavaScript.
 */
export function ActionForm({
  action,
  permalink,
  ...props
}: Omit<ComponentProps<'form'>, 'action'> & { action: RedirectingAction; permalink: string }) {
  const [, formAction] = useActionState(action, null, permalink);
  return <form {...props} action={formAction} />;
}
