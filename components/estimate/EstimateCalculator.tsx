'use client';

import { useEffect, useState } from 'react';
import type { PriceItem } from '@/lib/pricing/price-list';
import { followForm } from '@/components/ui/follow-form';
import { EstimateOf, type EstimateText } from './EstimateResult';
import type { EstimateTargets } from './links';

export interface EstimateCalculatorProps {
  prices: PriceItem[];
  initial: Record<string, string | string[]>;
  locale: 'en' | 'ar';
  text: EstimateText;
  targets: EstimateTargets;
}

/**
 * The estimate's result recomputed in the browser as the fields of `form` change, with the same
 * estimate() and the prices the server read. Loaded by EstimateOnDemand on the visitor's first
 * interaction with the form; until then the server's result stands.
 */
export function EstimateCalculator({
  form,
  prices,
  initial,
  locale,
  text,
  targets,
}: EstimateCalculatorProps & { form: HTMLFormElement }) {
  const [values, setValues] = useState(initial);
  useEffect(() => {
    // Every row sends each field, so a field's values are kept in order (one per line).
    return followForm(form, () => {
      const data = new FormData(form);
      setValues(Object.fromEntries([...data.keys()].map((k) => [k, data.getAll(k).map(String)])));
    });
  }, [form]);
  return (
    <EstimateOf values={values} prices={prices} targets={targets} locale={locale} text={text} />
  );
}
