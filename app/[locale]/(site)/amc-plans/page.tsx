import * as clock from '@/lib/clock';
import { getTranslations } from 'next-intl/server';
import { AmcForm } from '@/components/amc/AmcForm';
import { PaymentPolicy } from '@/components/payment/PaymentPolicy';
import { PlanComparison } from '@/components/amc/PlanComparison';
import { VolumeTiers } from '@/components/amc/VolumeTiers';
import type { AmcFormText } from '@/components/amc/types';
import { amcFieldOrder } from '@/lib/amc/fields';
import { whatsappQuestion } from '@/lib/notify/consent';
import { emirateChoices, propertyChoices } from '@/lib/requests/choices';
import { FocusOnMount } from '@/components/ui/FocusOnMount';
import { focusTarget } from '@/components/ui/focus-target';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { amcSignUpSchema } from '@/lib/amc/schema';
import { buildingExample, monthLabel, planColumns, tierLines } from '@/lib/amc/view';
import { newFormKey } from '@/lib/requests/token';
import { getPathname } from '@/lib/i18n/navigation';
import { serverText } from '@/lib/i18n/server-text';
import { startMonths } from '@/lib/pricing/amc-plans';
import { amcPriceSheet } from '@/lib/pricing/amc-total';
import { isAmcPlan, MAX_UNITS, MIN_UNITS } from '@/lib/pricing/estimate';
import { MAX_AREA_LENGTH } from '@/lib/leads/model';
import { unitTypes } from '@/lib/pricing/price-list';
import { getPrices } from '@/lib/pricing/store';
import { metadataOf, metaMessages } from '@/lib/content/metadata';
import { requiredFields } from '@/lib/validation/required';
import { privacyNote } from '@/components/forms/privacy-note';
import { openQueryPage, type QueryPageProps } from '@/lib/i18n/query-page';

// Rendered for each request, like the booking page: the sign-up form carries a fresh one-time key and
// the server's clock, so it works (and is stored once) without JavaScript. Nothing of it is cached by a
// shared cache, so the prices shown are getPrices()'s, at most a minute old.
export const dynamic = 'force-dynamic';

/** The sign-up fields the server refuses empty (the same for every request). */
const signUpRequired = requiredFields(amcSignUpSchema);

/** When the form was shown, by the server's clock: the form works without a script writing it. */
const serverClock = () => String(clock.now().getTime());

export const generateMetadata = metadataOf('/amc-plans', metaMessages('amcPlans.meta'));

export default async function AmcPlansPage(props: QueryPageProps) {
  const { locale, query } = await openQueryPage(props);
  const t = serverText(locale);
  const tForms = await getTranslations({ locale, namespace: 'forms' });
  const prices = await getPrices();
  const plans = planColumns(t, prices, locale);
  const sheet = amcPriceSheet(prices);

  const f = 'amcPlans.form';
  const text: AmcFormText = {
    labels: Object.fromEntries(
      amcFieldOrder.map((field) => [field, t(`${f}.${field}`)]),
    ) as AmcFormText['labels'],
    options: {
      plan: plans.map((p) => ({ value: p.plan, label: `${p.name} (${p.cells.price})` })),
      unitType: unitTypes.map((u) => ({ value: u, label: t(`amcPlans.unitTypes.${u}`) })),
      propertyType: await propertyChoices(locale),
      emirate: await emirateChoices(locale),
      startMonth: startMonths().map((m) => ({ value: m, label: monthLabel(m, locale) })),
    },
    // Each select says what it asks for («اختر الإمارة»), as the other forms' selects do.
    choose: Object.fromEntries(
      (['plan', 'unitType', 'propertyType', 'emirate', 'startMonth'] as const).map((field) => [
        field,
        t(`${f}.choose.${field}`),
      ]),
    ) as AmcFormText['choose'],
    requiredNote: tForms('requiredNote'),
    emailHint: t(`${f}.emailHint`),
    phoneHint: tForms.rich('fields.phone.hint', { ltr: (c) => <bdi dir="ltr">{c}</bdi> }),
    messagePlaceholder: t(`${f}.messagePlaceholder`),
    areaPlaceholder: tForms('fields.area.placeholder'),
    marketing: tForms('consent.marketing'),
    whatsapp: whatsappQuestion(locale, 'contract'),
    submit: t(`${f}.submit`),
    sending: t(`${f}.sending`),
    errorTitle: t(`${f}.errorTitle`),
    checkFields: t(`${f}.checkFields`),
    website: tForms('fields.website.label'),
    total: {
      heading: t(`${f}.total.heading`),
      incomplete: t(`${f}.total.incomplete`),
      survey: t(`${f}.total.survey`),
      perUnit: t('amcPlans.recap.perUnit'),
      discount: t('amcPlans.recap.discount'),
      tiers: Object.fromEntries(
        sheet.tiers.map((tier) => [
          tier.minUnits,
          t(`${f}.total.tier`, { units: tier.minUnits, percent: tier.percent }),
        ]),
      ),
      noDiscount: t(`${f}.total.noDiscount`, { units: sheet.tiers[0]?.minUnits ?? 0 }),
      perUnitAfter: t('amcPlans.tiers.perUnit'),
      total: t('amcPlans.recap.total'),
      vat: t(`${f}.total.vat`),
      totalWithVat: t('amcPlans.recap.totalWithVat'),
    },
  };
  const chosen = typeof query.plan === 'string' && isAmcPlan(query.plan) ? query.plan : '';

  return (
    <>
      <Breadcrumbs trail={[{ label: t('amcPlans.name'), href: '/amc-plans' }]} />
      <article className="mx-auto max-w-5xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900">{t('amcPlans.h1')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-gray-700">{t('amcPlans.lead')}</p>
        <PlanComparison t={t} plans={plans} />
        <VolumeTiers t={t} tiers={tierLines(t, prices)} example={buildingExample(prices, locale)} />
        <PaymentPolicy locale={locale} amc className="mt-10 max-w-3xl" />
        <section
          id="amc-sign-up"
          aria-labelledby="amc-sign-up-heading"
          className="mt-10 max-w-3xl scroll-mt-24 rounded-xl border border-gray-200 p-6 render-near-view [--near-view-height:1500px]"
        >
          {/* "Choose <plan>" (?plan=, no #fragment: a fragment makes the browser skip autofocus) lands here
              with the plan chosen: the focus, and so the scroll, follow, with or without JavaScript. */}
          <h2
            {...(chosen ? focusTarget('amc-sign-up-heading') : { id: 'amc-sign-up-heading' })}
            className="text-2xl font-bold text-brand-900"
          >
            {t(`${f}.heading`)}
          </h2>
          {chosen && <FocusOnMount key={chosen} id="amc-sign-up-heading" />}
          <p className="mt-2 mb-6 text-gray-700">{t(`${f}.intro`)}</p>
          <AmcForm
            permalink={getPathname({ href: '/amc-plans', locale })}
            text={text}
            defaults={{ plan: chosen, unitType: 'split' }}
            hidden={{ locale, sourcePath: '/amc-plans' }}
            formKey={newFormKey()}
            startedAt={serverClock()}
            required={signUpRequired}
            limits={{ units: { min: MIN_UNITS, max: MAX_UNITS }, area: MAX_AREA_LENGTH }}
            prices={sheet}
            locale={locale}
            privacyNote={await privacyNote(locale)}
          />
        </section>
      </article>
    </>
  );
}
