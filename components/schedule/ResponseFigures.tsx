import { getTranslations } from 'next-intl/server';
import { localeInfo } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/routing';
import type { ResponseFigures as Figures } from '@/lib/schedule/dashboard';

/** A number in the page's language, Western digits, at most `digits` decimals. */
export const dashboardNumber =
  (locale: Locale) =>
  (n: number, digits = 0) =>
    new Intl.NumberFormat(localeInfo[locale].numberTag, { maximumFractionDigits: digits }).format(
      n,
    );

/** How fast the first answer came: the share within 24 hours and the median time. */
export async function ResponseFigures({ response, locale }: { response: Figures; locale: Locale }) {
  const t = await getTranslations('schedule.dashboard');
  const number = dashboardNumber(locale);
  const duration = (minutes: number) =>
    minutes < 60
      ? t('minutes', { n: minutes })
      : minutes < 48 * 60
        ? t('hours', { n: number(minutes / 60, 1) })
        : t('days', { n: number(minutes / 1440, 1) });
  return (
    <section aria-labelledby="response" className="mt-6 grid gap-4 sm:grid-cols-2">
      <h2 id="response" className="sr-only">
        {t('response.heading')}
      </h2>
      <Figure
        testId="answered-share"
        label={t('response.share')}
        value={response.share === null ? '–' : `${number(response.share * 100)}%`}
        ltr
        note={t('response.shareOf', { within: response.within24h, due: response.due })}
      />
      <Figure
        testId="median-response"
        label={t('response.median')}
        value={response.medianMinutes === null ? '–' : duration(response.medianMinutes)}
        note={t('response.medianOf', { answered: response.answered })}
      />
      <p className="text-sm text-gray-600 sm:col-span-2">{t('response.definition')}</p>
    </section>
  );
}

function Figure(props: {
  testId: string;
  label: string;
  value: string;
  note: string;
  ltr?: boolean;
}) {
  return (
    <div className="rounded-lg border border-gray-200 p-4" data-testid={props.testId}>
      <p className="text-sm font-semibold text-gray-600">{props.label}</p>
      <p className="mt-1 text-3xl font-bold text-brand-900" dir={props.ltr ? 'ltr' : undefined}>
        {props.value}
      </p>
      <p className="mt-1 text-sm text-gray-600">{props.note}</p>
    </div>
  );
}
