'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { UnitSystem } from '@/lib/calculators/units';
import { Button } from '@/components/ui/Button';
import { Choice } from './Fields';

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
      <Button variant="secondary" size="sm" onClick={copy}>
        {t('actions.copy')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        {t('actions.print')}
      </Button>
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
