'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { signOutAction } from '@/lib/auth/actions';

/**
 * The signed-in state in the header, read from the Supabase session cookie (display only: the server
 * checks every request itself). Visitors without that cookie see nothing and load no auth code.
 */
function emailFromCookie(): string | null {
  const parts = document.cookie
    .split('; ')
    .map((c) => c.split('='))
    .filter(([name]) => /^sb-.+-auth-token(\.\d+)?$/.test(name!))
    .sort(([a], [b]) => a!.localeCompare(b!, 'en', { numeric: true }));
  if (!parts.length) return null;
  try {
    const raw = decodeURIComponent(parts.map(([, v]) => v).join(''));
    const json = raw.startsWith('base64-')
      ? atob(raw.slice(7).replace(/-/g, '+').replace(/_/g, '/'))
      : raw;
    const session = JSON.parse(json) as { expires_at?: number; user?: { email?: string } };
    // The proxy refreshes a session before every page; one still expired here could not be
    // refreshed (the auth server is unreachable), and the server treated this visitor as signed out.
    if (typeof session.expires_at === 'number' && session.expires_at * 1000 < Date.now())
      return null;
    return session.user?.email ?? null;
  } catch {
    return null;
  }
}

export function AccountMenu({
  labels,
}: {
  labels: { signedInAs: string; inbox: string; signOut: string };
}) {
  const [email, setEmail] = useState<string | null>(null);
  // The cookie exists only in the browser; reading it after hydration keeps the HTML static.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setEmail(emailFromCookie()), []);
  if (!email) return null;
  return (
    <div className="flex items-center gap-2 text-xs" data-testid="account-menu">
      <span className="hidden max-w-40 truncate lg:inline" title={email}>
        {labels.signedInAs.replace('{email}', email)}
      </span>
      <Link href="/admin" className="font-semibold text-brand-700 underline">
        {labels.inbox}
      </Link>
      <form action={signOutAction}>
        <button type="submit" className="text-brand-700 underline">
          {labels.signOut}
        </button>
      </form>
    </div>
  );
}
