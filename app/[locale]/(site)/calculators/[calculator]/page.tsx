import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CalculatorMethod } from '@/components/calculators/CalculatorMethod';
import { PrintLetterhead } from '@/components/calculators/PrintLetterhead';
import { CalculatorWidget } from '@/components/calculators/widgets';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { CallToAction } from '@/components/content/CallToAction';
import { runQuick } from '@/lib/calculators/cooling-load/engine';
import { defaultQuickForm } from '@/lib/calculators/cooling-load/forms';
import type { PrecomputedResults } from '@/lib/calculators/precomputed';
import {
  calculatorPath,
  calculatorService,
  calculatorSlugs,
  isCalculator,
  type CalculatorSlug,
} from '@/lib/catalogue';
import {
  calculatorClientMessages,
  getCalculatorCopy,
  getCalculatorsIndex,
} from '@/lib/content/calculators';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: Locale; calculator: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => calculatorSlugs.map((calculator) => ({ calculator }));

export async function generateMetadata({ params }: Props) {
  const { locale, calculator } = await params;
  if (!isCalculator(calculator)) return {};
  const copy = getCalculatorCopy(locale, calculator);
  return pageMetadata({
    locale,
    path: calculatorPath(calculator),
    title: copy.meta.title,
    description: copy.meta.description,
  });
}

/** The results the prerendered page shows for the default inputs, handed to the widget with it. */
function precomputed(calculator: CalculatorSlug): PrecomputedResults | undefined {
  if (calculator !== 'hvac-cooling-load') return undefined;
  return {
    quick: { units: 'si', form: defaultQuickForm, outcome: runQuick('si', defaultQuickForm) },
  };
}

/** A calculator page: prerendered with the default inputs and their result; only the widget is client-side. */
export default async function CalculatorPage({ params }: Props) {
  const { locale, calculator } = await params;
  if (!isCalculator(calculator)) notFound();
  setRequestLocale(locale);
  const copy = getCalculatorCopy(locale, calculator);
  const t = await getTranslations('calculators.common');
  return (
    <>
      <div className="print:hidden">
        <Breadcrumbs
          trail={[
            { label: getCalculatorsIndex(locale).name, href: calculatorPath() },
            { label: copy.name, href: calculatorPath(calculator) },
          ]}
        />
      </div>
      <article className="mx-auto max-w-6xl px-4 pt-6 pb-12 print:max-w-none print:p-0">
        <PrintLetterhead locale={locale} place="header" />
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl print:text-2xl">{copy.h1}</h1>
        <p className="mt-4 max-w-3xl text-lg text-gray-700 print:hidden">{copy.lead}</p>
        <NextIntlClientProvider messages={calculatorClientMessages(locale, calculator)}>
          <CalculatorWidget calculator={calculator} precomputed={precomputed(calculator)} />
        </NextIntlClientProvider>
        <p className="mt-6 hidden text-xs text-gray-700 print:block">
          {t('methodLine', { method: copy.method.name })}
        </p>
        <p className="mt-6 max-w-4xl text-sm text-gray-600 print:text-xs">{t('disclaimer')}</p>
        <CalculatorMethod
          method={copy.method}
          headings={{
            method: t('methodHeading'),
            assumptions: t('assumptionsHeading'),
            sources: t('sourcesHeading'),
          }}
        />
        <PrintLetterhead locale={locale} place="footer" />
        <div className="print:hidden">
          <CallToAction quoteQuery={{ service: calculatorService[calculator] }} />
        </div>
      </article>
    </>
  );
}
