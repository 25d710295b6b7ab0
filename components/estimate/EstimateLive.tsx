'use client';

import { useEffect, useRef, useState } from 'react';
import { estimate } from '@/lib/pricing/estimate';
import { estimateInputFrom } from '@/lib/pricing/estimate-input';
import type { PriceItem } from '@/lib/pricing/price-list';
import { EstimateResult, type EstimateText } from './EstimateResult';
import { estimateLinks, type EstimateTargets } from './links';

/**
 * The result of the estimate form, recomputed in the browser as the fields change, with the same
 * estimate() and the prices the server read. Without JavaScript the form's submit button asks the
 * server for the same result (/estimate).
 */
export function EstimateLive({
  prices,
  initial,
  locale,
  text,
  targets,
}: {
  prices: PriceItem[];
  initial: Record<string, string>;
  locale: 'en' | 'ar';
  text: EstimateText;
  targets: EstimateTargets;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(initial);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const update = () =>
      setValues(Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])));
    // Fields changed before the script ran (a fast visitor, a restored page) count too.
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, []);
  const input = estimateInputFrom(values);
  const result = input && estimate(new Map(prices.map((p) => [p.id, p])), input);
  return (
    <div ref={ref} aria-live="polite">
      <EstimateResult
        result={result}
        valid={input !== null}
        locale={locale}
        text={text}
        {...estimateLinks(input, targets)}
      />
    </div>
  );
}
