'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LabelledSection } from '@/components/ui/LabelledSection';

/** The shaded box a result stands in; plain on paper. */
export const resultBoxClass =
  'rounded-xl border border-brand-100 bg-brand-50 p-5 print:border-0 print:bg-white print:p-0';

/**
 * The shaded result box beside a calculator's inputs; shows the "fix your inputs" note when invalid.
 * Only `summary` (a line such as "Round duct: 350 mm") is a live region: the whole panel, read out on
 * every keystroke, would be a page of figures each time.
 */
export function ResultPanel({
  heading,
  ok,
  summary,
  children,
  testId,
}: {
  heading: string;
  ok: boolean;
  summary: string;
  children: ReactNode;
  testId: string;
}) {
  const t = useTranslations('calculators.common');
  return (
    <LabelledSection
      id={`${testId}-heading`}
      title={heading}
      titleClassName="text-xl font-bold text-brand-900"
      className={resultBoxClass}
    >
      <LiveSummary text={ok ? summary : t('fix')} />
      {ok ? (
        <div data-testid={testId}>{children}</div>
      ) : (
        <p className="mt-3 text-red-800">{t('fix')}</p>
      )}
    </LabelledSection>
  );
}

/** The one line a screen reader hears when a result changes: the total, or that the form needs fixing. */
export function LiveSummary({ text }: { text: string }) {
  return (
    <p role="status" className="sr-only" data-testid="live-summary">
      {text}
    </p>
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

/**
 * Rich-text tag <q> of the messages: one number, isolated so that its digits, separators and sign stay
 * in order inside Arabic text. Only the number: its unit stays in the sentence's own direction, so
 * "9,240 BTU/ساعة" reads right to left with its siblings instead of as a left-to-right island.
 */
export const isolate = { q: (chunks: ReactNode) => <bdi>{chunks}</bdi> };
