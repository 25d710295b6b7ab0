import type { ComponentProps } from 'react';
import { ActionForm } from '@/components/forms/ActionForm';

/**
 * A workspace form posting a server action that redirects back to the page it came from, in the
 * page's language (the hidden `locale` field says which).
 */
export function LocaleForm({
  locale,
  children,
  ...props
}: ComponentProps<typeof ActionForm> & { locale: string }) {
  return (
    <ActionForm {...props}>
      <input type="hidden" name="locale" value={locale} />
      {children}
    </ActionForm>
  );
}
