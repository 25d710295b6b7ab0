'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { EstimateCalculatorProps } from './EstimateCalculator';

type Calculator = ComponentType<EstimateCalculatorProps & { form: HTMLFormElement }>;

/** What starts the calculator: the first sign that the visitor is using the form. */
const firstUse = ['focusin', 'pointerdown', 'input', 'change'] as const;

/** True when a field no longer holds the value the server rendered (changed before hydration). */
function changedAlready(form: HTMLFormElement) {
  return [...form.elements].some((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((o) => o.selected !== o.defaultSelected)
      : field instanceof HTMLInputElement && field.value !== field.defaultValue,
  );
}

/**
 * The estimate's result as the server rendered it (`children`) until the visitor first focuses,
 * touches or changes the form; only then is the calculator's script (the estimate arithmetic and
 * its result's markup) loaded, and it takes over with the fields' current values. So these pages
 * hydrate this small leaf, not the calculator, and a visitor who never uses the form never pays
 * for it. Without JavaScript the form's submit button asks /estimate for the same result.
 */
export function EstimateOnDemand({
  children,
  ...calculator
}: EstimateCalculatorProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Calculator: Calculator; form: HTMLFormElement }>();
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    let cancelled = false;
    const load = () => {
      for (const type of firstUse) form.removeEventListener(type, load);
      void import('./EstimateCalculator').then(({ EstimateCalculator }) => {
        if (!cancelled) setLoaded({ Calculator: EstimateCalculator, form });
      });
    };
    for (const type of firstUse) form.addEventListener(type, load);
    // A fast visitor (or a restored page) changed a field before this leaf hydrated.
    if (changedAlready(form)) load();
    return () => {
      cancelled = true;
      for (const type of firstUse) form.removeEventListener(type, load);
    };
  }, []);
  return (
    <div ref={ref} aria-live="polite">
      {loaded ? <loaded.Calculator form={loaded.form} {...calculator} /> : children}
    </div>
  );
}
