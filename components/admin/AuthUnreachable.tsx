import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * What /admin shows when Supabase Auth does not answer in time: the session cannot be checked, so
 * nothing of the inbox, and a way to try again (a full page load, so the proxy checks afresh).
 */
export async function AuthUnreachable() {
  const t = await getTranslations('admin.unreachable');
  const locale = await getLocale();
  return (
    <section
      className="mx-auto max-w-xl px-4 py-16 text-center"
      role="alert"
      data-testid="auth-unreachable"
    >
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-3 text-gray-700">{t('text')}</p>
      <p className="mt-4">
        <a
          href={getPathname({ href: '/admin', locale })}
          className="font-semibold text-brand-700 underline"
        >
          {t('retry')}
        </a>
      </p>
    </section>
  );
}
