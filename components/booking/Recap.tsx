import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { coolsAir } from '@/lib/catalogue/services';
import { scopeQuery, type ScopeValues } from '@/lib/booking/scope';
import type { Locale } from '@/lib/i18n/routing';
import {
  areaChoices,
  emirateChoices,
  propertyChoices,
  serviceChoices,
} from '@/lib/requests/choices';
import { linesFrom } from '@/lib/pricing/basket';
import { basketText } from '@/lib/pricing/basket-text';
import { chosenLines } from '@/lib/pricing/estimate-input';
import { lineName } from '@/lib/pricing/lines-view';

/** Step 1 as the visitor chose it, by names in the page's language (never a slug), with a way back. */
export async function Recap({ locale, scope }: { locale: Locale; scope: ScopeValues }) {
  const t = await getTranslations({ locale, namespace: 'booking' });
  const [services, emirates, properties] = await Promise.all([
    serviceChoices(locale),
    emirateChoices(locale),
    propertyChoices(locale),
  ]);
  const nameOf = (list: { value: string; label: string }[], value: string) =>
    list.find((c) => c.value === value)?.label ?? value;
  const area = scope.area
    ? (areaChoices(locale).find((a) => a.emirate === scope.emirate && a.slug === scope.area)
        ?.name ?? scope.area)
    : '';
  const place = [area, nameOf(emirates, scope.emirate)].filter(Boolean).join(t('recap.separator'));
  // The lines chosen on the estimate are the service booked (a gas top-up stays a gas top-up).
  const text = basketText(locale);
  const carried = linesFrom(scope.lines).lines;
  const lineNames = chosenLines(scope.service, scope.acUnits || 1, carried)
    ? carried.map((l) => lineName(text, l))
    : [];
  const rows = [
    {
      label: t('recap.service'),
      value: lineNames.length
        ? lineNames.join(locale === 'ar' ? '؛ ' : '; ')
        : nameOf(services, scope.service),
    },
    { label: t('recap.place'), value: place },
    { label: t('recap.property'), value: nameOf(properties, scope.propertyType) },
    ...(scope.acUnits
      ? [
          {
            label: t(coolsAir(scope.service) ? 'recap.units' : 'recap.unitsOther'),
            value: scope.acUnits,
          },
        ]
      : []),
  ];
  return (
    <section
      aria-labelledby="booking-recap"
      className="rounded-lg bg-brand-50 p-4"
      data-testid="booking-recap"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="booking-recap" className="text-lg font-bold text-brand-900">
          {t('recap.heading')}
        </h2>
        {/* Back to step 1 with everything chosen so far (no go=1: nothing is marked as an error). */}
        <Link
          href={{ pathname: '/book', query: { ...scopeQuery(scope), edit: '1' } }}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t('recap.change')}
        </Link>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((r) => (
          <div key={r.label} className="contents">
            <dt className="font-semibold text-gray-700">{r.label}</dt>
            <dd className="text-gray-900">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
