'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { UnitSystem } from '@/lib/calculators/units';
import { Choice } from './Fields';

// buttonClass({ variant: 'secondary', size: 'sm' }) written out: the Button module
// (components/ui/Button) would add ~200 bytes of gzip to every calculator page's script.
const actionCls =
  'inline-block rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70';

/** Units switch, copy-link and print: the same three controls above every calculator. */
export function Toolbar({
  units,
  onUnits,
}: {
  units?: UnitSystem;
  onUnits?: (u: UnitSystem) => void;
}) {
  const t = useTranslations('calculators.common');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      {units && onUnits && (
        <Choice
          label={t('units.label')}
          value={units}
          onChange={onUnits}
          testId="units"
          options={[
            { value: 'si', label: t('units.si') },
            { value: 'ip', label: t('units.ip') },
          ]}
        />
      )}
      <button type="button" className={actionCls} onClick={copy}>
        {t('actions.copy')}
      </button>
      <button type="button" className={actionCls} onClick={() => window.print()}>
        {t('actions.print')}
      </button>
      <p role="status" className="text-sm text-gray-700">
        {copied === 'yes'
          ? t('actions.copied')
          : copied === 'failed'
            ? t('actions.copyFailed')
            : ''}
      </p>
    </div>
  );
}
