import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { EmergencyNote } from '@/components/booking/EmergencyNote';
import { PaymentPolicy } from '@/components/payment/PaymentPolicy';
import { coolsAir } from '@/lib/catalogue/services';
import { ScopeForm } from '@/components/booking/ScopeForm';
import { SlotStep } from '@/components/booking/SlotStep';
import { areaChoices, areasForMatching } from '@/lib/requests/choices';
import { areaEmirateCheck } from '@/lib/requests/known-areas';
import { bookingScopeSchema } from '@/lib/booking/schema';
import { areaValue, scopeFromQuery, type ScopeValues } from '@/lib/booking/scope';
import { fieldErrorText } from '@/lib/booking/view';
import { fieldErrorsOf } from '@/lib/leads/schemas';
import { metadataOf, metaMessages } from '@/lib/content/metadata';
import { openQueryPage, type QueryPageProps } from '@/lib/i18n/query-page';

// Rendered for each request: it reads the query string (step 1) and the live calendar, and it renders
// a fresh form key and the server's clock into the form.
export const dynamic = 'force-dynamic';

// Canonical /book without the query: every pre-chosen variant is the same page.
export const generateMetadata = metadataOf('/book', metaMessages('booking.meta'));

export default async function BookPage(props: QueryPageProps) {
  const { locale, query } = await openQueryPage(props);
  const t = await getTranslations({ locale, namespace: 'booking' });

  const typed = scopeFromQuery(query);
  const values: ScopeValues = {
    ...typed,
    area: areaValue(typed.area, typed.emirate, areasForMatching()),
  };
  const parsed = bookingScopeSchema.safeParse(values);
  // A known area of another emirate: the zone (crew and price) would be the wrong one.
  const codes = {
    ...Object.fromEntries(areaEmirateCheck(values)),
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
  };
  // Errors show once the visitor has sent step 1: an entry link naming a service is a start.
  const sent = query.go === '1';
  const errors: Partial<Record<keyof ScopeValues, string>> = {};
  if (sent)
    for (const [field, code] of Object.entries(codes))
      errors[field as keyof ScopeValues] = await fieldErrorText(locale, field, code);
  const from = typeof query.from === 'string' ? query.from : undefined;

  return (
    <>
      <Breadcrumbs trail={[{ label: t('name'), href: '/book' }]} />
      <section className="mx-auto max-w-3xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900">{t('h1')}</h1>
        <p className="mt-3 text-lg text-gray-700">{t('lead')}</p>
        <EmergencyNote locale={locale} />
        <div className="mt-8 rounded-xl border border-gray-200 p-6">
          {Object.keys(codes).length === 0 && query.edit !== '1' ? (
            <SlotStep locale={locale} scope={values} from={from} arrived={sent} />
          ) : (
            <ScopeForm
              locale={locale}
              values={values}
              errors={errors}
              areas={areaChoices(locale)}
              arrived={query.edit === '1'}
            />
          )}
        </div>
        <PaymentPolicy locale={locale} diagnosis={!values.service || coolsAir(values.service)} />
      </section>
    </>
  );
}
