import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { AuthUnreachable } from '@/components/admin/AuthUnreachable';
import { getViewerState } from '@/lib/auth/viewer';
import { signOutAction } from '@/lib/auth/actions';
import { business, supabaseConfig } from '@/lib/config/business';
import type { Locale } from '@/lib/i18n/routing';
import { redirect } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import { ActionForm } from '@/components/forms/ActionForm';
import { WorkspaceNav } from '@/components/admin/WorkspaceNav';
import { Unavailable } from '@/components/layout/Unavailable';
import { databaseUnreachable } from '@/lib/db/status';

// The admin check that counts (the proxy's redirect is only a convenience): verified claims, on every
// request, before anything below renders. Each data-access function checks again.
export const dynamic = 'force-dynamic';
/** Every workspace page's title ends with the workspace and the company; a section names itself first. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'workspace.nav' });
  const suffix = `${t('label')} · ${business.name[locale]}`;
  return {
    title: { default: suffix, template: `%s · ${suffix}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  if (!supabaseConfig) notFound();
  const state = await getViewerState();
  // Auth did not answer: say so rather than send a signed-in user to sign in again.
  if (state.status === 'unreachable') return <AuthUnreachable />;
  const viewer = state.status === 'signed-in' ? state.viewer : null;
  const locale = await getLocale();
  if (!viewer) redirect({ href: '/sign-in', locale });
  const t = await getTranslations('auth');
  const signOut = (
    <ActionForm
      action={signOutAction}
      permalink={localizedPath(locale, '/admin')}
      className="inline"
    >
      <button type="submit" className="text-sm text-brand-700 underline">
        {t('account.signOut')}
      </button>
    </ActionForm>
  );
  if (!viewer!.isStaff) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="no-access">
        <h1 className="text-2xl font-bold text-brand-900">{t('noAccess.title')}</h1>
        <p className="mt-3 text-gray-700">{t('noAccess.text')}</p>
        {/* A div, not a p: the browser closes a <p> at the sign-out <form>, so React would hydrate
            other HTML than it rendered (error #418 on every staff page). */}
        <div className="mt-2 text-sm text-gray-600">
          {t('account.signedInAs', { email: viewer!.email })} · {signOut}
        </div>
      </section>
    );
  }
  // Every workspace page reads the database: with it down, the site's own "try again" page within the
  // probe's bound (the proxy answers 503 from the same probe), not an error screen after a timeout.
  if (await databaseUnreachable()) return <Unavailable again={localizedPath(locale, '/admin')} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {/* A div, not a p, for the same reason as above. */}
      <div className="mb-4 text-end text-sm text-gray-600" data-testid="admin-viewer">
        {t('account.signedInAs', { email: viewer!.email })} · {signOut}
      </div>
      <WorkspaceNav viewer={viewer!} />
      {children}
    </div>
  );
}
