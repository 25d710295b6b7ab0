import { LabelledSection } from '@/components/ui/LabelledSection';
import type { ServerText } from '@/lib/i18n/server-text';
import type { buildingExample } from '@/lib/amc/view';

/** The volume discounts and what the example building pays a year on each plan. */
export function VolumeTiers({
  t,
  tiers,
  example,
}: {
  t: ServerText;
  tiers: string[];
  example: ReturnType<typeof buildingExample>;
}) {
  return (
    <LabelledSection
      id="tiers-heading"
      title={t('amcPlans.tiers.heading')}
      className="mt-10 render-near-view [--near-view-height:700px]"
      data-testid="amc-tiers"
    >
      <p className="mt-2 text-gray-700">{t('amcPlans.tiers.intro')}</p>
      <ul className="mt-3 list-disc space-y-1 ps-6 font-semibold">
        {tiers.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="mt-6 text-xl font-bold text-brand-900">
        {t('amcPlans.tiers.exampleHeading', { units: example.units })}
      </h3>
      <p className="mt-2 text-gray-700">
        {t('amcPlans.tiers.exampleIntro', { units: example.units, percent: example.percent })}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="amc-example">
        {example.rows.map((r) => (
          <div key={r.plan} className="rounded-lg bg-brand-50 p-4" data-plan={r.plan}>
            <dt className="font-bold text-brand-900">{t(`amcPlans.plans.${r.plan}.name`)}</dt>
            <dd className="mt-1 text-sm">
              {t('amcPlans.tiers.perUnit')}: {r.perUnit}
            </dd>
            <dd className="text-sm">
              {t('amcPlans.tiers.total')}: <span className="font-bold">{r.total}</span>
            </dd>
            <dd className="text-sm">
              {t('amcPlans.tiers.totalWithVat')}: {r.totalWithVat}
            </dd>
          </div>
        ))}
      </dl>
    </LabelledSection>
  );
}
