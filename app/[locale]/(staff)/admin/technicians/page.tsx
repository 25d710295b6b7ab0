import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionForm } from '@/components/forms/ActionForm';
import { Outcome } from '@/components/schedule/Outcome';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { getViewer } from '@/lib/auth/viewer';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { technicianAction } from '@/lib/schedule/actions';
import { techniciansForStaff } from '@/lib/schedule/admin';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** The technicians staff assign visits to: staff see the list, admins add, edit and deactivate. */
export default async function TechniciansPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getViewer();
  if (!viewer?.isStaff) return null;
  const query = await searchParams;
  const t = await getTranslations('schedule.technicians');
  const list = await techniciansForStaff();
  const permalink = localizedPath(locale, '/admin/technicians');
  const error = one(query.error);
  const saved = one(query.saved);
  const editing = one(query.edit);
  const errorText = (code: string) =>
    code === 'name' || code === 'phone' || code === 'forbidden' || code === 'notFound'
      ? t(`errors.${code}`)
      : t('errors.failed');

  const fields = (values: { id?: string; name: string; phone: string; active?: boolean }) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      {values.id && <input type="hidden" name="id" value={values.id} />}
      <label className="text-sm font-semibold">
        {t('name')}
        <Input
          name="name"
          required
          minLength={2}
          maxLength={80}
          defaultValue={values.name}
          size="sm"
          autoComplete="off"
        />
      </label>
      <label className="text-sm font-semibold">
        {t('phone')}
        <Input
          name="phone"
          type="tel"
          required
          dir="ltr"
          defaultValue={values.phone}
          size="sm"
          autoComplete="off"
        />
      </label>
      {values.id && (
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="active" defaultChecked={values.active} />
          {t('active')}
        </label>
      )}
    </>
  );

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-gray-700">{t('lead')}</p>
      {saved && <Outcome ok text={t('saved', { name: saved })} />}
      {error && <Outcome ok={false} text={errorText(error)} />}

      <ul className="mt-6 divide-y divide-gray-100" data-testid="technicians">
        {list.length === 0 && <li className="py-2 text-gray-600">{t('empty')}</li>}
        {list.map((x) => (
          <li key={x.id} className="py-3" data-testid="technician" data-active={x.active}>
            <p className="flex flex-wrap items-baseline gap-x-4">
              <span className="font-semibold">{x.name}</span>
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
                <ActionForm
                  action={technicianAction}
                  permalink={permalink}
                  className="mt-2 flex flex-wrap items-end gap-3"
                  data-testid="technician-edit"
                >
                  {fields({
                    id: x.id,
                    name: editing === x.id ? (one(query.name) ?? x.name) : x.name,
                    phone: editing === x.id ? (one(query.phone) ?? x.phone) : x.phone,
                    active: x.active,
                  })}
                  <Button type="submit" size="sm">
                    {t('save')}
                  </Button>
                </ActionForm>
              </details>
            )}
          </li>
        ))}
      </ul>

      {viewer.isAdmin ? (
        <section aria-labelledby="add-technician" className="mt-8">
          <h2 id="add-technician" className="text-xl font-bold text-brand-900">
            {t('add')}
          </h2>
          <ActionForm
            action={technicianAction}
            permalink={permalink}
            className="mt-2 flex flex-wrap items-end gap-3"
            data-testid="technician-add"
          >
            {fields({
              name: editing ? '' : (one(query.name) ?? ''),
              phone: editing ? '' : (one(query.phone) ?? ''),
            })}
            <Button type="submit" size="sm">
              {t('addButton')}
            </Button>
          </ActionForm>
        </section>
      ) : (
        <p className="mt-8 text-sm text-gray-600" data-testid="technicians-view-only">
          {t('viewOnly')}
        </p>
      )}
    </>
  );
}
