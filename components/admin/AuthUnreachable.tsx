import { getLocale, getTranslations } from 'next-intl/server';
import { TryAgain } from '@/components/layout/TryAgain';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * What /admin shows when Supabase Auth does not answer in time: the session cannot be checked, so
 * nothing of the inbox, and a way to try again (a full page load, so the proxy checks afresh).
 */
export async function AuthUnreachable() {
  const t = await getTranslations('admin.unreachable');
  const locale = await getLocale();
  return (
    <TryAgain
      words={{ title: t('title'), text: t('text'), retry: t('retry') }}
      again={getPathname({ href: '/admin', locale })}
      testId="auth-unreachable"
    />
  );
}
