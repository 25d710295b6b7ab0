import { getTranslations } from 'next-intl/server';

/**
 * What staff (not admins) see on a page only admins may use: a clear answer rather than an empty
 * page. The booking settings say why they are closed (they change how the business takes bookings).
 */
export async function AdminsOnly({ about = 'workspace' }: { about?: 'workspace' | 'bookings' }) {
  const t = await getTranslations(
    about === 'bookings' ? 'schedule.adminsOnly' : 'workspace.adminsOnly',
  );
  return (
    <section className="mx-auto max-w-xl py-12 text-center" data-testid="admins-only">
      <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-3 text-gray-700">{t('text')}</p>
    </section>
  );
}
