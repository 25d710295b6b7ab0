'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { amcTotal, type AmcPriceSheet } from '@/lib/pricing/amc-total';
import { formatAed } from '@/lib/pricing/money';
import { followForm } from '@/components/ui/follow-form';
import type { AmcTotalText } from './types';

type Typed = { plan?: string; unitType?: string; units?: string };

/** The fields the total reads, as the form holds them now. */
function readForm(form: HTMLFormElement): Typed {
  const data = new FormData(form);
  const field = (name: string) => String(data.get(name) ?? '');
  return { plan: field('plan'), unitType: field('unitType'), units: field('units') };
}

/**
 * The annual total for the plan, unit type and units in the sign-up form, worked out in the browser from
 * the prices the server rendered into the page, as they are typed. The server renders the first one from
 * the values it was given (a chosen plan, or what a refused post sent), so it shows without JavaScript
 * too; what is stored is always the server's own recomputation (lib/amc/submit.ts).
 */
export function AmcTotal({
  sheet,
  initial,
  text,
  locale,
}: {
  sheet: AmcPriceSheet;
  initial: Typed;
  text: AmcTotalText;
  locale: Locale;
}) {
  const [typed, setTyped] = useState(initial);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    return followForm(form, () => setTyped(readForm(form)));
  }, []);

  const result = amcTotal(sheet, typed);
  const aed = (fils: number) => formatAed(fils, locale);
  const rows: [string, string][] =
    result.kind === 'total'
      ? [
          [text.perUnit, aed(result.listUnit)],
          [text.discount, result.tier ? text.tiers[result.tier.minUnits]! : text.noDiscount],
          ...(result.tier ? [[text.perUnitAfter, aed(result.unit)] as [string, string]] : []),
          [text.total, aed(result.total)],
          [text.vat, aed(result.vat)],
          [text.totalWithVat, aed(result.totalWithVat)],
        ]
      : [];

  return (
    <div
      ref={box}
      className="rounded-lg border border-brand-100 bg-brand-50 p-4 sm:col-span-2"
      data-testid="amc-total"
    >
      <p className="font-bold text-brand-900">{text.heading}</p>
      {/* Read out as it changes, politely: the visitor is typing. */}
      <div aria-live="polite" className="mt-2">
        {result.kind === 'incomplete' && <p className="text-gray-700">{text.incomplete}</p>}
        {result.kind === 'survey' && <p className="text-gray-700">{text.survey}</p>}
        {result.kind === 'total' && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            {rows.map(([label, value], i) => (
              <div key={label} className="contents">
                <dt className={i === rows.length - 1 ? 'font-bold' : 'text-gray-700'}>{label}</dt>
                <dd
                  className={i === rows.length - 1 ? 'text-end font-bold' : 'text-end'}
                  data-row={label === text.totalWithVat ? 'with-vat' : undefined}
                >
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
