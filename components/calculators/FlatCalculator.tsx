'use client';

import type { ReactNode } from 'react';
import type { UnitSystem } from '@/lib/calculators/units';
import { cn } from '@/components/ui/cn';
import { ResultPanel } from './ResultPanel';
import { Toolbar } from './Toolbar';

/**
 * The frame of every calculator with a flat form: the toolbar (units switch, copy link, print), the
 * fields on one side and the result panel on the other. A widget gives its fields as children and its
 * result (null while the form is invalid, and the panel then asks to fix the inputs).
 * It is imported by each widget, never by a module that lists them: a calculator page loads only its own.
 */
export function FlatCalculator({
  ready,
  units,
  onUnits,
  legend,
  columns = 2,
  heading,
  testId,
  result,
  summary,
  children,
}: {
  ready: boolean;
  units: UnitSystem;
  /** Absent: a calculator without a units switch. */
  onUnits?: (units: UnitSystem) => void;
  legend: string;
  /** Fields side by side from small screens up (2), or one under the other (1). */
  columns?: 1 | 2;
  heading: string;
  testId: string;
  result: ReactNode;
  /** The result in one short line, for the live region; ignored while the form is invalid. */
  summary: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-8 space-y-6" data-testid="calculator" data-ready={ready}>
      <Toolbar units={onUnits && units} onUnits={onUnits} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <fieldset className={cn('grid content-start gap-4', columns === 2 && 'sm:grid-cols-2')}>
          <legend className="sr-only">{legend}</legend>
          {children}
        </fieldset>
        <ResultPanel
          heading={heading}
          ok={result != null && result !== false}
          summary={summary}
          testId={testId}
        >
          {result}
        </ResultPanel>
      </div>
    </div>
  );
}
