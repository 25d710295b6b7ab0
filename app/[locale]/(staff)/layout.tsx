import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { AccountMenu } from '@/components/layout/AccountMenu';
import { getViewer } from '@/lib/auth/viewer';
import { ClientShell } from '@/components/layout/ClientShell';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { LogoMark } from '@/components/ui/icons';
import { business } from '@/lib/config/business';
import { localeInfo } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';

// Staff pages (sign-in and the other account pages, the lead inbox) are work screens, not marketing
// pages: a plain bar with the brand, the account menu and a way back to the public site, and none of
// the public header, footer, WhatsApp button or business structured data. Its client components are the
// public chrome's (ClientShell, AccountMenu, LanguageSwitcher), so both share one script.
export default async function StaffLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const requested = (await params).locale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations('auth.account');
  const tCommon = await getTranslations('common');
  // Every staff page renders per request; who is signed in comes from the verified session.
  const viewer = await getViewer();
  return (
    <ClientShell>
      <header className="border-b border-gray-200 bg-white print:hidden" data-testid="staff-bar">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <p className="flex items-center gap-2">
            <LogoMark />
            <span className="font-bold text-brand-900">{business.name[locale]}</span>
            <span className="text-sm text-gray-600">· {t('staffArea')}</span>
          </p>
          <div className="ms-auto flex items-center gap-3">
            <AccountMenu
              permalink={localizedPath(locale, '/admin')}
              email={viewer ? viewer.email || '…' : null}
              labels={{
                signedInAs: t('signedInAs', { email: '{email}' }),
                inbox: t('inbox'),
                signOut: t('signOut'),
              }}
            />
            <LanguageSwitcher
              other={localeInfo[locale].other}
              label={tCommon('language.switchTo')}
              title={tCommon('language.switchToLabel')}
            />
            <Link href="/" className="text-sm font-semibold text-brand-700 underline">
              {t('backToSite')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
    </ClientShell>
  );
}
