import { getTranslations } from 'next-intl/server';

/** What staff see on an admin-only workspace page: a clear answer rather than an empty page. */
export async function AdminsOnly() {
  const t = await getTranslations('workspace.adminsOnly');
  return (
    <section className="mx-auto max-w-xl py-12 text-center" data-testid="admins-only">
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-3 text-gray-700">{t('text')}</p>
    </section>
  );
}
