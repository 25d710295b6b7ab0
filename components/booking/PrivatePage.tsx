import type { ReactNode } from 'react';
import { LabelledSection } from '@/components/ui/LabelledSection';

// The pieces a booking's and an AMC request's private pages (reached only by their unguessable
// link) share, so both read and behave alike.

/** The page's h1, focusable so a new request can move the focus to it. */
export function PrivateHeading({
  id,
  autoFocus,
  children,
}: {
  id: string;
  autoFocus: boolean;
  children: ReactNode;
}) {
  return (
    <h1
      id={id}
      tabIndex={-1}
      autoFocus={autoFocus}
      className="text-3xl font-bold text-brand-900 focus:outline-none"
      data-testid={id}
    >
      {children}
    </h1>
  );
}

/** The reference the customer quotes on the phone, large and easy to select. */
export function ReferenceCard({
  label,
  reference,
  hint,
  testId,
}: {
  label: string;
  reference: string;
  hint: string;
  testId: string;
}) {
  return (
    <div className="mt-6 rounded-xl bg-brand-50 p-6">
      <p className="text-sm font-semibold text-gray-700">{label}</p>
      <p
        className="mt-1 font-mono text-4xl font-bold tracking-wider text-brand-900 select-all"
        dir="ltr"
        data-testid={testId}
      >
        {reference}
      </p>
      <p className="mt-2 text-sm text-gray-700">{hint}</p>
    </div>
  );
}

/** One of the page's parts, named by its h2 (a card where it holds a form). */
export function PrivateSection({
  id,
  title,
  card = false,
  children,
}: {
  id: string;
  title: string;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <LabelledSection
      id={id}
      title={title}
      className={card ? 'mt-8 rounded-xl border border-gray-200 p-6' : 'mt-8'}
      titleClassName="text-xl font-bold text-brand-900"
    >
      {children}
    </LabelledSection>
  );
}

/** What was asked for, label and value a row. */
export function RecapList({ rows, testId }: { rows: [string, string][]; testId: string }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-gray-600">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
