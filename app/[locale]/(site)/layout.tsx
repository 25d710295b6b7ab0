import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { routing } from '@/lib/i18n/routing';

// Every public page sits inside the site's header and footer; staff pages have their own layout.
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // Layouts render side by side, so this one sets the locale itself: without it the chrome would ask
  // the request headers for it, and every page would lose its prerendering.
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  return <SiteChrome>{children}</SiteChrome>;
}
