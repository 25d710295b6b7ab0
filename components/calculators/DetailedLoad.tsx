'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ClimateSlug } from '@/lib/calculators/climate';
import { coolingLoad } from '@/lib/calculators/cooling-load';
import {
  conditionsFor,
  MAX_ZONES,
  newZone,
  type DetailedForm,
  type ZoneForm,
} from '@/lib/calculators/cooling-load/forms';
import { detailedSchema } from '@/lib/calculators/cooling-load/schema';
import { convertZone } from '@/lib/calculators/cooling-load/url';
import type { FieldError } from '@/lib/calculators/form';
import { formatNumber } from '@/lib/calculators/format';
import { W_PER_BTUH, W_PER_TR, type UnitSystem } from '@/lib/calculators/units';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { NumberField, useErrorText } from './Fields';
import { LoadResults } from './LoadResults';
import { LiveSummary } from './ResultPanel';
import { ZoneEditor } from './ZoneEditor';
import { useParsedForm } from './useParsedForm';
import { useUnitLabel } from './units';
import { EmirateField } from './EmirateField';

const sectionCls = 'rounded-xl border border-gray-200 p-5 print:border-0 print:p-0';

/** One part of the detailed form: a bordered section, its heading, a hint and a grid of fields. */
function FormPart({
  id,
  heading,
  hint,
  children,
}: {
  id: string;
  heading: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <LabelledSection
      id={id}
      title={heading}
      titleClassName="text-lg font-bold text-brand-900"
      className={sectionCls}
    >
      <p className="mt-1 text-sm text-gray-700 print:hidden">{hint}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </LabelledSection>
  );
}

/** Errors under one path prefix, re-keyed without it ("zones.0.length" → "length"). */
export const errorsUnder = (errors: Record<string, FieldError>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );

/**
 * Focus for an element that the next render creates (a new row's first field) or keeps (the add button
 * when a row goes): `focusAfterRender(id)` before the change that renders it.
 */
function useFocusAfterRender() {
  const next = useRef<string | null>(null);
  useEffect(() => {
    if (!next.current) return;
    document.getElementById(next.current)?.focus();
    next.current = null;
  });
  return (id: string) => {
    next.current = id;
  };
}

export function DetailedLoad({
  units,
  form,
  onChange,
}: {
  units: UnitSystem;
  form: DetailedForm;
  onChange: (f: DetailedForm) => void;
}) {
  const t = useTranslations('calculators.hvac-cooling-load.widget');
  const tc = useTranslations('calculators.common');
  const unit = useUnitLabel(units);
  const errorText = useErrorText();
  const { result, errors } = useParsedForm(detailedSchema, units, form, coolingLoad);
  const focusAfterRender = useFocusAfterRender();
  const locale = useLocale();
  const total = result?.block.total ?? 0;
  const summary = result
    ? t('results.summary', {
        btu: formatNumber(locale, Math.round(total / W_PER_BTUH / 10) * 10),
        tr: formatNumber(locale, total / W_PER_TR, 1),
      })
    : tc('fix');

  const c = form.conditions;
  const setCondition = (k: keyof DetailedForm['conditions']) => (v: string) =>
    onChange({
      ...form,
      conditions:
        k === 'emirate'
          ? { ...c, emirate: v, ...conditionsFor(v as ClimateSlug, units) }
          : { ...c, [k]: v },
    });
  const setEnvelope = (k: keyof DetailedForm['envelope']) => (v: string) =>
    onChange({ ...form, envelope: { ...form.envelope, [k]: v } });
  const setZone = (i: number) => (zone: ZoneForm) =>
    onChange({ ...form, zones: form.zones.map((z, j) => (j === i ? zone : z)) });
  // After adding, the new room's name field; after removing, the add button (the removed one is gone).
  const addZone = () => {
    focusAfterRender(`zone-${form.zones.length}-name`);
    onChange({
      ...form,
      zones: [
        ...form.zones,
        convertZone(newZone(t('detailed.zoneName', { n: form.zones.length + 1 })), 'si', units),
      ],
    });
  };
  const removeZone = (i: number) => () => {
    focusAfterRender('add-zone');
    onChange({ ...form, zones: form.zones.filter((_, j) => j !== i) });
  };
  const field = (k: keyof DetailedForm['conditions'], u?: string) => ({
    id: `cond-${k}`,
    label: t(`detailed.conditions.${k}`),
    value: c[k],
    onChange: setCondition(k),
    unit: u,
    error: errorText(errors[`conditions.${k}`], u),
  });
  const envField = (k: keyof DetailedForm['envelope'], u?: string) => ({
    id: `env-${k}`,
    label: t(`detailed.envelope.${k}`),
    value: form.envelope[k],
    onChange: setEnvelope(k),
    unit: u,
    error: errorText(errors[`envelope.${k}`], u),
  });

  return (
    <div className="space-y-6">
      <FormPart
        id="conditions-heading"
        heading={t('detailed.conditions.heading')}
        hint={t('detailed.conditions.hint')}
      >
        <EmirateField
          id="cond-emirate"
          label={t('detailed.conditions.emirate')}
          value={c.emirate}
          onChange={setCondition('emirate')}
        />
        <NumberField {...field('outdoorDb', unit('temperature'))} />
        <NumberField {...field('outdoorWb', unit('temperature'))} />
        <NumberField {...field('dailyRange', unit('tempDiff'))} />
        <NumberField {...field('indoorDb', unit('temperature'))} />
        <NumberField {...field('indoorRh', tc('unit.percent'))} />
        <NumberField {...field('safetyFactor', tc('unit.percent'))} />
      </FormPart>

      <FormPart
        id="envelope-heading"
        heading={t('detailed.envelope.heading')}
        hint={t('detailed.envelope.hint')}
      >
        <NumberField {...envField('uWall', unit('uValue'))} />
        <NumberField {...envField('uRoof', unit('uValue'))} />
        <NumberField {...envField('uGlass', unit('uValue'))} />
        <NumberField {...envField('shadingCoefficient')} />
      </FormPart>

      {form.zones.map((zone, i) => (
        <ZoneEditor
          key={i}
          index={i}
          zone={zone}
          units={units}
          errors={errorsUnder(errors, `zones.${i}.`)}
          onChange={setZone(i)}
          onRemove={form.zones.length > 1 ? removeZone(i) : undefined}
          focusAfterRender={focusAfterRender}
        />
      ))}
      {form.zones.length < MAX_ZONES && (
        // buttonClass({ variant: 'secondary', className: 'print:hidden' }) written out (see Toolbar).
        <button
          id="add-zone"
          type="button"
          onClick={addZone}
          className="inline-block rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70 print:hidden"
        >
          {t('detailed.addZone')}
        </button>
      )}

      <LiveSummary text={summary} />
      {result ? (
        <LoadResults result={result} units={units} emirate={c.emirate} />
      ) : (
        <p className="rounded-md bg-red-50 p-4 text-red-900">{tc('fix')}</p>
      )}
    </div>
  );
}
