import { getTranslations } from 'next-intl/server';

/** What a staff member (not an admin) sees on a page only admins may use. */
export async function AdminsOnly() {
  const t = await getTranslations('schedule.adminsOnly');
  return (
    <section className="mx-auto max-w-xl py-12 text-center" data-testid="admins-only">
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-3 text-gray-700">{t('text')}</p>
    </section>
  );
}
