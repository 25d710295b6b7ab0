import { getTranslations } from 'next-intl/server';
import { TechnicianForm } from '@/components/schedule/TechnicianForm';
import { FlashMessages } from '@/components/workspace/Flash';
import { PageHeading, Section } from '@/components/workspace/Shells';
import { localizedPath } from '@/lib/i18n/paths';
import { techniciansForStaff } from '@/lib/schedule/admin';
import { readFlash } from '@/lib/workspace/flash';
import { techniciansFlash } from '@/lib/workspace/flash-rules';
import { one } from '@/lib/workspace/params';
import { openStaffPage, staffTitle, type StaffPageProps } from '../../_routes/staff-page';

export const generateMetadata = staffTitle('technicians');

/** The technicians staff assign visits to: staff see the list, admins add, edit and deactivate. */
export default async function TechniciansPage({ params, searchParams }: StaffPageProps) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  const query = await searchParams;
  const t = await getTranslations('schedule.technicians');
  const list = await techniciansForStaff();
  const permalink = localizedPath(locale, '/admin/technicians');
  // A refused form comes back with what was typed: into the form it came from.
  const editing = one(query.edit);
  const typed = { name: one(query.name), nameAr: one(query.nameAr), phone: one(query.phone) };

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <FlashMessages
        flashes={readFlash(query, techniciansFlash)}
        locale={locale}
        testId="schedule-outcome"
        values={(flash) => ({ name: flash.code })}
      />

      <ul className="mt-6 divide-y divide-gray-100" data-testid="technicians">
        {list.length === 0 && <li className="py-2 text-gray-600">{t('empty')}</li>}
        {list.map((x) => (
          <li key={x.id} className="py-3" data-testid="technician" data-active={x.active}>
            <p className="flex flex-wrap items-baseline gap-x-4">
              <span className="font-semibold">{x.name}</span>
              {x.nameAr && (
                <span
                  className="font-semibold"
                  lang="ar"
                  dir="rtl"
                  data-testid="technician-name-ar"
                >
                  {x.nameAr}
                </span>
              )}
              <a href={`tel:${x.phone}`} className="text-brand-700 underline" dir="ltr">
                {x.phone}
              </a>
              <span className="text-sm text-gray-600">
                {x.active ? t('isActive') : t('isInactive')}
              </span>
            </p>
            {viewer.isAdmin && (
              <details className="mt-2" open={editing === x.id}>
                <summary className="cursor-pointer text-sm text-brand-700 underline">
                  {t('edit', { name: x.name })}
                </summary>
                <TechnicianForm
                  locale={locale}
                  permalink={permalink}
                  testId="technician-edit"
                  submit={t('save')}
                  values={{
                    id: x.id,
                    name: editing === x.id ? (typed.name ?? x.name) : x.name,
                    nameAr: editing === x.id ? (typed.nameAr ?? x.nameAr ?? '') : (x.nameAr ?? ''),
                    phone: editing === x.id ? (typed.phone ?? x.phone) : x.phone,
                    active: x.active,
                  }}
                />
              </details>
            )}
          </li>
        ))}
      </ul>

      {viewer.isAdmin ? (
        <Section id="add-technician" heading={t('add')}>
          <TechnicianForm
            locale={locale}
            permalink={permalink}
            testId="technician-add"
            submit={t('addButton')}
            values={
              editing
                ? { name: '', nameAr: '', phone: '' }
                : { name: typed.name ?? '', nameAr: typed.nameAr ?? '', phone: typed.phone ?? '' }
            }
          />
        </Section>
      ) : (
        <p className="mt-8 text-sm text-gray-600" data-testid="technicians-view-only">
          {t('viewOnly')}
        </p>
      )}
    </>
  );
}
