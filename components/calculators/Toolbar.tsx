'use client';

import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import type { UnitSystem } from '@/lib/calculators/units';
import { Choice, labelled } from './Fields';

// buttonClass({ variant: 'secondary', size: 'sm' }) written out: the Button module
// (components/ui/Button) would add ~200 bytes of gzip to every calculator page's script.
const actionCls =
  'inline-block rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70';

/** Today as the UAE writes a date, 31/12/2025, in the visitor's own time zone (no Intl: see format.ts). */
const today = () => {
  const d = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
};

const onBeforePrint = (changed: () => void) => {
  window.addEventListener('beforeprint', changed);
  return () => window.removeEventListener('beforeprint', changed);
};
const never = () => () => {};
const hasShare = () => typeof navigator.share === 'function';

/**
 * Units switch, copy-link, share (where the browser can) and print, the same controls above every
 * calculator, with an optional project reference. On paper they give way to the date and that reference
 * (the company's letterhead comes from the page).
 */
export function Toolbar({
  units,
  onUnits,
}: {
  units?: UnitSystem;
  onUnits?: (u: UnitSystem) => void;
}) {
  const t = useTranslations('calculators.common');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [reference, setReference] = useState('');
  // Read from the browser after hydration: the prerendered page knows neither the day it is printed
  // nor whether the browser can share. The date is read again as printing starts.
  const date = useSyncExternalStore(onBeforePrint, today, () => '');
  const canShare = useSyncExternalStore(never, hasShare, () => false);
  const share = async () => {
    try {
      await navigator.share({ title: document.title, url: window.location.href });
    } catch {
      // Closing the share sheet rejects too; either way there is nothing to tell.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        {units && onUnits && (
          <Choice
            label={t('units.label')}
            value={units}
            onChange={onUnits}
            testId="units"
            options={labelled(['si', 'ip'], (u) => t(`units.${u}`))}
          />
        )}
        <button type="button" className={actionCls} onClick={copy}>
          {t('actions.copy')}
        </button>
        {canShare && (
          <button type="button" className={actionCls} onClick={share} data-testid="share">
            {t('actions.share')}
          </button>
        )}
        <button type="button" className={actionCls} onClick={() => window.print()}>
          {t('actions.print')}
        </button>
        <label className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          {t('print.referenceLabel')}
          <input
            id="project-reference"
            type="text"
            dir="auto"
            maxLength={60}
            autoComplete="off"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            className="w-40 rounded-md border border-gray-400 bg-white px-2 py-1 font-normal"
          />
        </label>
        <p role="status" className="text-sm text-gray-700">
          {copied === 'yes'
            ? t('actions.copied')
            : copied === 'failed'
              ? t('actions.copyFailed')
              : ''}
        </p>
      </div>
      <p className="hidden text-sm text-gray-800 print:block" data-testid="print-details">
        {t('print.date', { date })}
        {reference.trim() && ` · ${t('print.reference', { reference: reference.trim() })}`}
      </p>
    </>
  );
}
