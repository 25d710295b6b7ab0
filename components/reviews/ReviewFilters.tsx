import { Button } from '@/components/ui/Button';
import { Options } from '@/components/ui/Select';
import { serviceName } from '@/lib/booking/recap';
import { emirates, services } from '@/lib/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { ServerText } from '@/lib/i18n/server-text';

/** Filters by service and emirate: a plain GET form, so it works without JavaScript and can be linked. */
export function ReviewFilters({
  t,
  locale,
  service,
  emirate,
}: {
  t: ServerText;
  locale: Locale;
  service: string | null;
  emirate: string | null;
}) {
  const select = 'mt-1 block rounded-md border border-gray-400 bg-white px-3 py-2';
  return (
    <form
      method="get"
      action={localizedPath(locale, '/reviews')}
      className="mt-6 flex flex-wrap items-end gap-4"
      aria-label={t('reviews.public.filters')}
      data-testid="review-filters"
    >
      <label className="text-sm font-semibold">
        {t('reviews.public.service')}
        <select name="service" defaultValue={service ?? ''} className={select}>
          <Options
            placeholder={t('reviews.public.all')}
            options={services.map((s) => ({ value: s.slug, label: serviceName(s.slug, locale) }))}
          />
        </select>
      </label>
      <label className="text-sm font-semibold">
        {t('reviews.public.emirate')}
        <select name="emirate" defaultValue={emirate ?? ''} className={select}>
          <Options
            placeholder={t('reviews.public.all')}
            options={emirates.map((e) => ({
              value: e.slug,
              label: t.maybe(`common.emirates.${e.slug}`) ?? e.slug,
            }))}
          />
        </select>
      </label>
      <Button type="submit" variant="secondary">
        {t('reviews.public.apply')}
      </Button>
    </form>
  );
}
