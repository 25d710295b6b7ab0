import { Link } from '@/lib/i18n/navigation';
import { signOutAction } from '@/lib/auth/actions';
import { ActionForm } from '@/components/forms/ActionForm';

/**
 * The signed-in state in the staff bar, from the viewer the server verified (the session cookies are
 * HttpOnly: no script can read them, so the browser cannot tell who is signed in). Nothing for a visitor.
 */
export function AccountMenu({
  email,
  labels,
  permalink,
}: {
  email: string | null;
  /** The sign-out form's address (components/forms/ActionForm): the staff area's own page. */
  permalink: string;
  labels: { signedInAs: string; inbox: string; signOut: string };
}) {
  if (!email) return null;
  return (
    <div className="flex items-center gap-2 text-xs" data-testid="account-menu">
      <span className="hidden max-w-40 truncate lg:inline" title={email}>
        {labels.signedInAs.replace('{email}', email)}
      </span>
      <Link href="/admin" className="font-semibold text-brand-700 underline">
        {labels.inbox}
      </Link>
      <ActionForm action={signOutAction} permalink={permalink}>
        <button type="submit" className="text-brand-700 underline">
          {labels.signOut}
        </button>
      </ActionForm>
    </div>
  );
}
