'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

/** The shaded result box beside a calculator's inputs; shows the "fix your inputs" note when invalid. */
export function ResultPanel({
  heading,
  ok,
  children,
  testId,
}: {
  heading: string;
  ok: boolean;
  children: ReactNode;
  testId: string;
}) {
  const t = useTranslations('calculators.common');
  return (
    <section
      aria-live="polite"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5 print:border-0 print:bg-white print:p-0"
    >
      <h2 className="text-xl font-bold text-brand-900">{heading}</h2>
      {ok ? (
        <div data-testid={testId}>{children}</div>
      ) : (
        <p className="mt-3 text-red-800" role="status">
          {t('fix')}
        </p>
      )}
    </section>
  );
}

/** One labelled figure of a result. */
export function Figure({
  label,
  value,
  big,
  testId,
}: {
  label: string;
  value: ReactNode;
  big?: boolean;
  testId?: string;
}) {
  return (
    <div className="mt-3">
      <p className="text-sm text-gray-700">{label}</p>
      <p
        className={
          big ? 'text-3xl font-bold text-brand-900' : 'text-lg font-semibold text-gray-900'
        }
        data-testid={testId}
      >
        {value}
      </p>
    </div>
  );
}

/** Rich-text tag <q> of the messages: one quantity with its unit, kept in order inside Arabic text. */
export const isolate = { q: (chunks: ReactNode) => <bdi>{chunks}</bdi> };
