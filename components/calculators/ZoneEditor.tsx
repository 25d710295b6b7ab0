'use client';

import { useTranslations } from 'next-intl';
import { activities } from '@/lib/calculators/cooling-load/constants';
import { MAX_WALLS, type ZoneForm } from '@/lib/calculators/cooling-load/forms';
import { orientations } from '@/lib/calculators/cooling-load/solar';
import type { FieldError } from '@/lib/calculators/form';
import type { UnitSystem } from '@/lib/calculators/units';
import { NumberField, SelectField, useErrorText, labelled } from './Fields';
import { useUnitLabel } from './units';

type Key = Exclude<keyof ZoneForm, 'walls' | 'roofExposed' | 'activity'>;

/** One room or zone: its size, walls by orientation with their glass, people, gains and air. */
export function ZoneEditor({
  index,
  zone,
  units,
  errors,
  onChange,
  onRemove,
  focusAfterRender,
}: {
  index: number;
  zone: ZoneForm;
  units: UnitSystem;
  errors: Record<string, FieldError>;
  onChange: (z: ZoneForm) => void;
  onRemove?: () => void;
  /** Moves focus to the element with this id once the change that creates it has rendered. */
  focusAfterRender: (id: string) => void;
}) {
  const t = useTranslations('calculators.hvac-cooling-load.widget.detailed.zone');
  const tw = useTranslations('calculators.hvac-cooling-load.widget');
  const tc = useTranslations('calculators.common');
  const unit = useUnitLabel(units);
  const errorText = useErrorText();
  const id = (k: string) => `zone-${index}-${k}`;
  const set =
    <K extends keyof ZoneForm>(k: K) =>
    (v: ZoneForm[K]) =>
      onChange({ ...zone, [k]: v });
  const field = (k: Key, u?: string) => ({
    id: id(k),
    label: t(k),
    value: zone[k],
    onChange: set(k),
    unit: u,
    error: errorText(errors[k], u),
  });
  const setWall = (i: number, k: 'orientation' | 'area' | 'glass') => (v: string) =>
    set('walls')(zone.walls.map((w, j) => (j === i ? { ...w, [k]: v } : w)));
  const used = new Set(zone.walls.map((w) => w.orientation));
  const addWall = () => {
    focusAfterRender(id(`wall-${zone.walls.length}-orientation`));
    set('walls')([
      ...zone.walls,
      { orientation: orientations.find((o) => !used.has(o)) ?? 'N', area: '', glass: '0' },
    ]);
  };
  const heading = t('heading', { n: index + 1 });
  // The remove buttons name what they remove: the room by its typed name (or its heading), a wall by
  // its number and orientation.
  const name = zone.name.trim() || heading;
  const facing = (o: string) => {
    const known = orientations.find((k) => k === o);
    return known ? tw(`orientations.${known}`) : o;
  };

  return (
    <section
      className="rounded-xl border border-gray-200 p-5 print:break-inside-avoid print:border-0 print:p-0"
      aria-labelledby={id('heading')}
      data-testid="zone"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={id('heading')} className="text-lg font-bold text-brand-900">
          {heading}
        </h2>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            className="text-sm font-semibold text-red-700 underline print:hidden"
          >
            {t('remove', { name })}
          </button>
        )}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField {...field('name')} text className="sm:col-span-2 lg:col-span-1" />
        <NumberField {...field('length', unit('length'))} />
        <NumberField {...field('width', unit('length'))} />
        <NumberField {...field('height', unit('length'))} />
        <NumberField {...field('people')} />
        <SelectField
          id={id('activity')}
          label={t('activity')}
          value={zone.activity}
          onChange={set('activity')}
          options={labelled(activities, (a) => tw(`activities.${a}`))}
        />
        <NumberField {...field('lighting', tc('unit.W'))} />
        <NumberField {...field('equipment', tc('unit.W'))} />
        <NumberField {...field('infiltrationAch', tc('unit.ach'))} />
        <NumberField {...field('outdoorAir', unit('airflow'))} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-gray-900">
          <input
            id={id('roofExposed')}
            type="checkbox"
            checked={zone.roofExposed}
            onChange={(e) => set('roofExposed')(e.target.checked)}
            className="size-4"
          />
          {t('roofExposed')}
        </label>
      </div>

      <h3 className="mt-6 font-semibold text-brand-900">{t('wallsHeading')}</h3>
      <p className="text-sm text-gray-700 print:hidden">{t('wallsHint')}</p>
      <div className="mt-2 space-y-3">
        {zone.walls.map((w, i) => (
          <div
            key={i}
            className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
            data-testid="wall"
          >
            <SelectField
              id={id(`wall-${i}-orientation`)}
              label={t('orientation')}
              value={w.orientation}
              onChange={setWall(i, 'orientation')}
              options={labelled(orientations, (o) => tw(`orientations.${o}`))}
            />
            {(
              [
                ['area', 'wallArea'],
                ['glass', 'glassArea'],
              ] as const
            ).map(([key, label]) => (
              <NumberField
                key={key}
                id={id(`wall-${i}-${key}`)}
                label={t(label)}
                value={w[key]}
                onChange={setWall(i, key)}
                unit={unit('area')}
                error={errorText(errors[`walls.${i}.${key}`], unit('area'))}
              />
            ))}
            <button
              type="button"
              onClick={() => {
                focusAfterRender(id('add-wall'));
                set('walls')(zone.walls.filter((_, j) => j !== i));
              }}
              aria-label={t('removeWallName', {
                n: i + 1,
                orientation: facing(w.orientation),
              })}
              className="mt-7 text-sm font-semibold text-red-700 underline print:hidden"
            >
              {t('removeWall')}
            </button>
          </div>
        ))}
      </div>
      {zone.walls.length < MAX_WALLS && (
        // buttonClass({ variant: 'neutral', size: 'sm', className: 'mt-3 print:hidden' }), written out
        // (see Toolbar).
        <button
          id={id('add-wall')}
          type="button"
          onClick={addWall}
          className="mt-3 inline-block rounded-md border border-gray-400 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-70 print:hidden"
        >
          {t('addWall')}
        </button>
      )}
    </section>
  );
}
