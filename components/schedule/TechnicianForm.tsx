import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { LocaleForm } from '@/components/workspace/LocaleForm';
import type { Locale } from '@/lib/i18n/routing';
import { technicianAction } from '@/lib/schedule/actions';

/** Adds a technician (no id) or edits one (with its id, and whether they take visits). */
export async function TechnicianForm({
  locale,
  permalink,
  values,
  submit,
  testId,
}: {
  locale: Locale;
  permalink: string;
  values: { id?: string; name: string; nameAr: string; phone: string; active?: boolean };
  submit: string;
  testId: string;
}) {
  const t = await getTranslations('schedule.technicians');
  return (
    <LocaleForm
      locale={locale}
      action={technicianAction}
      permalink={permalink}
      className="mt-2 flex flex-wrap items-end gap-3"
      data-testid={testId}
    >
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
        {t('nameAr')}
        <Input
          name="nameAr"
          lang="ar"
          dir="rtl"
          maxLength={80}
          defaultValue={values.nameAr}
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
      <Button type="submit" size="sm">
        {submit}
      </Button>
    </LocaleForm>
  );
}
