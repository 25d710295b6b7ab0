import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { LocaleForm } from '@/components/workspace/LocaleForm';
import type { Locale } from '@/lib/i18n/routing';
import { technicianNameLength } from '@/lib/booking/technicians';
import { technicianAction } from '@/lib/schedule/actions';

/** The text fields, in order: the name, its Arabic form (optional, typed right to left), the phone. */
const fields = [
  {
    name: 'name',
    required: true,
    minLength: technicianNameLength.min,
    maxLength: technicianNameLength.max,
  },
  { name: 'nameAr', lang: 'ar', dir: 'rtl', maxLength: technicianNameLength.max },
  { name: 'phone', type: 'tel', required: true, dir: 'ltr' },
] as const;

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
      {fields.map(({ name, ...input }) => (
        <label key={name} className="text-sm font-semibold">
          {t(name)}
          <Input name={name} defaultValue={values[name]} size="sm" autoComplete="off" {...input} />
        </label>
      ))}
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
