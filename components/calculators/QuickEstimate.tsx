'use client';

import { useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LabelledSection } from '@/components/ui/LabelledSection';
import type { QuickForm } from '@/lib/calculators/cooling-load/forms';
import {
  QUICK_SAFETY_FACTOR,
  spacePresets,
  spaceTypes,
  type SpaceType,
} from '@/lib/calculators/cooling-load/presets';
import {
  perAreaToDisplay,
  siToDisplay,
  W_PER_BTUH,
  W_PER_TR,
  type UnitSystem,
} from '@/lib/calculators/units';
import { NumberField, SelectField, useErrorText, labelled } from './Fields';
import { QuoteLink } from './QuoteLink';
import { isolate, LiveSummary, resultBoxClass } from './ResultPanel';
import { useFigures } from './units';
import type { PrecomputedResults } from '@/lib/calculators/precomputed';
import { EmirateField } from './EmirateField';

const propertyType: Partial<Record<SpaceType, string>> = {
  apartment: 'apartment',
  villa: 'villa',
  office: 'office',
  shop: 'retail',
  restaurant: 'retail',
  gym: 'retail',
  warehouse: 'warehouse',
};

type Precomputed = NonNullable<PrecomputedResults['quick']>;
const isFor = (p: Precomputed, units: UnitSystem, form: QuickForm) =>
  p.units === units &&
  (Object.keys(p.form) as (keyof QuickForm)[]).every((k) => form[k] === p.form[k]);

type Engine = typeof import('@/lib/calculators/cooling-load/engine');
type Props = {
  units: UnitSystem;
  form: QuickForm;
  onChange: (f: QuickForm) => void;
  /** The calculation, once loaded; an outcome the server computed, with its inputs; what to show meanwhile. */
  engine: Engine | null;
  precomputed?: Precomputed;
  pending: ReactNode;
};

export function QuickEstimate({ units, form, onChange, engine, precomputed, pending }: Props) {
  const t = useTranslations('calculators.hvac-cooling-load.widget');
  const te = useTranslations('common.emirates');
  const { tc, n, unit } = useFigures(units, 0);
  const errorText = useErrorText();
  // The inputs the server prerendered show its outcome: hydrating does not run the sixteen hourly load
  // calculations behind it. Anything else waits for the engine (loaded right after the first paint).
  const outcome = useMemo(
    () =>
      precomputed && isFor(precomputed, units, form)
        ? precomputed.outcome
        : engine
          ? engine.runQuick(units, form)
          : null,
    [units, form, engine, precomputed],
  );
  const errors = outcome?.errors ?? {};
  const result = outcome?.result ?? null;
  const set = (k: keyof QuickForm) => (v: string) => onChange({ ...form, [k]: v });
  // A tenth of a ton means something on a flat, not on a 7,000-ton plant.
  const tr = (w: number) => n(w / W_PER_TR, w / W_PER_TR >= 100 ? 0 : 1);
  const btu = (w: number) => n(Math.round(w / W_PER_BTUH / 100) * 100);
  const perArea = (w: number, m2: number) =>
    n(units === 'si' ? w / m2 : w / W_PER_BTUH / siToDisplay('area', m2, 'ip'));
  // Lighting and equipment as the standards give them: W per m², or W per ft² in imperial.
  const perFloor = (wm2: number) =>
    `${n(perAreaToDisplay(wm2, units), units === 'si' ? 0 : 2)} ${tc(units === 'si' ? 'unit.Wm2' : 'unit.Wft2')}`;
  type Units = { count: number; size: number };
  const unitsText = (u: Units) =>
    t('unitsValue', { count: u.count, size: n(u.size, 1), tons: u.size });
  // The same units for both buildings are said once.
  // Above eight 5-ton units (40 TR) a building is not cooled by a row of splits.
  const suggestedUnits = (low: Units, high: Units) =>
    high.count > 8
      ? t('quick.unitsLarge')
      : unitsText(low) === unitsText(high)
        ? t('quick.unitsSame', { low: unitsText(low) })
        : t('quick.units', { low: unitsText(low), high: unitsText(high) });
  const space = form.space as SpaceType;
  const preset = spacePresets[space] ?? spacePresets.apartment;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <fieldset className="grid content-start gap-4">
        <legend className="sr-only">{t('mode.quick')}</legend>
        <NumberField
          id="quick-area"
          label={t('quick.area')}
          unit={unit('area')}
          value={form.area}
          onChange={set('area')}
          error={errorText(errors.area, unit('area'))}
        />
        <SelectField
          id="quick-space"
          label={t('quick.space')}
          value={form.space}
          onChange={set('space')}
          options={labelled(spaceTypes, (s) => t(`spaces.${s}`))}
        />
        <EmirateField
          id="quick-emirate"
          label={t('quick.emirate')}
          value={form.emirate}
          onChange={set('emirate')}
        />
      </fieldset>

      <LabelledSection
        id="quick-heading"
        title={t('quick.heading')}
        titleClassName="text-xl font-bold text-brand-900"
        className={resultBoxClass}
      >
        {outcome && (
          <LiveSummary
            text={
              result
                ? t('quick.summary', {
                    low: tr(result.low),
                    high: tr(result.high),
                    lowBtu: btu(result.low),
                    highBtu: btu(result.high),
                  })
                : tc('fix')
            }
          />
        )}
        {!outcome ? (
          pending
        ) : !result ? (
          <p className="mt-3 text-red-800">{tc('fix')}</p>
        ) : (
          <div data-testid="quick-result" data-low={result.low} data-high={result.high}>
            <p className="mt-3 text-3xl font-bold text-brand-900">
              {t('quick.rangeTr', { low: tr(result.low), high: tr(result.high) })}
            </p>
            <p className="mt-1 text-gray-800">
              {t.rich('quick.rangeOther', {
                ...isolate,
                lowBtu: btu(result.low),
                highBtu: btu(result.high),
                lowKw: n(result.low / 1000, 1),
                highKw: n(result.high / 1000, 1),
              })}
            </p>
            <p className="mt-1 text-gray-800">
              {t('quick.perArea', {
                low: perArea(result.low, outcome!.input!.area),
                high: perArea(result.high, outcome!.input!.area),
                unit: units === 'si' ? tc('unit.Wm2') : tc('unit.BTUhft2'),
              })}
            </p>
            <p className="mt-3 font-semibold text-gray-900">
              {suggestedUnits(result.units.low, result.units.high)}
            </p>
            <p className="mt-3 text-sm text-gray-800">
              {t('quick.explain', {
                lowFacing: t(`facing.${result.lowFacing}`),
                highFacing: t(`facing.${result.highFacing}`),
                // With glass on every side, a "main window" direction would mislead.
                sides: preset.exposedWalls >= 4 ? 'four' : 'other',
              })}
            </p>
            <h3 className="mt-4 font-semibold text-brand-900">{t('quick.assumptionsHeading')}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-gray-700">{t('quick.people')}</dt>
              <dd>
                {t('quick.peopleValue', {
                  count: result.people,
                  countText: n(result.people),
                  activity: t(`activities.${preset.activity}`),
                })}
              </dd>
              <dt className="text-gray-700">{t('quick.lighting')}</dt>
              <dd>{perFloor(preset.lightingWm2)}</dd>
              <dt className="text-gray-700">{t('quick.equipment')}</dt>
              <dd>{perFloor(preset.equipmentWm2)}</dd>
              <dt className="text-gray-700">{t('quick.ceiling')}</dt>
              <dd>
                {n(siToDisplay('length', preset.height, units), 1)} {unit('length')}
              </dd>
              <dt className="text-gray-700">{t('quick.walls')}</dt>
              <dd>
                {t('quick.wallsValue', {
                  count: preset.exposedWalls,
                  countText: n(preset.exposedWalls),
                  glass: n(preset.glassRatio * 100),
                })}
              </dd>
              <dt className="text-gray-700">{t('quick.safety')}</dt>
              <dd>{t('quick.safetyValue', { percent: n(QUICK_SAFETY_FACTOR) })}</dd>
              <dt className="text-gray-700">{t('quick.roof')}</dt>
              <dd>{t('quick.roofValue', { share: n(preset.roofShare * 100) })}</dd>
              <dt className="text-gray-700">{t('quick.air')}</dt>
              <dd>
                {t('quick.airValue', {
                  ach: n(preset.infiltrationAch, 1),
                  // Only the rates the space has: a bedroom has no mechanical fresh air, not "0 per person".
                  fresh: preset.oaPerPerson
                    ? preset.oaPerM2
                      ? 'both'
                      : 'person'
                    : preset.oaPerM2
                      ? 'area'
                      : 'none',
                  perPerson: n(siToDisplay('airflow', preset.oaPerPerson, units), 1),
                  perArea: n(
                    siToDisplay('airflow', perAreaToDisplay(preset.oaPerM2, units), units),
                    units === 'si' ? 2 : 3,
                  ),
                  flow: unit('airflow'),
                  areaUnit: unit('area'),
                })}
              </dd>
            </dl>
            <p className="mt-4 text-sm text-gray-800">{t('quick.survey')}</p>
            <div className="mt-3">
              <QuoteLink
                label={t('surveyLink')}
                query={{
                  service: 'air-conditioning/installation',
                  emirate: form.emirate,
                  ...(propertyType[space] ? { propertyType: propertyType[space] } : {}),
                  message: t('quick.quoteMessage', {
                    low: tr(result.low),
                    high: tr(result.high),
                    area: form.area,
                    unit: unit('area'),
                    space: t(`spaces.${space}`),
                    emirate: te(outcome!.input!.emirate),
                  }),
                }}
              />
            </div>
          </div>
        )}
      </LabelledSection>
    </div>
  );
}
