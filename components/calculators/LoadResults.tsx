'use client';

import { useTranslations } from 'next-intl';
import {
  components,
  type CoolingLoadResult,
  type UnitAdvice,
} from '@/lib/calculators/cooling-load';
import { clockHour, roundToSum } from '@/lib/calculators/format';
import { siToDisplay, W_PER_BTUH, W_PER_TR, type UnitSystem } from '@/lib/calculators/units';
import { HourlyChart } from './HourlyChart';
import { isolate, resultBoxClass } from './ResultPanel';
import { QuoteLink } from './QuoteLink';
import { ScrollTable } from './ScrollTable';
import { useFigures } from './units';

const cell = 'border-b border-gray-200 px-2 py-1.5 text-end tabular-nums';
const head = 'border-b-2 border-gray-300 px-2 py-1.5 text-end font-semibold';

/** A result table's head: the column of names at the start, the columns of figures at the end. */
function HeadRow({ first, figures }: { first: string; figures: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={`${head} text-start`}>
          {first}
        </th>
        {figures.map((f, i) => (
          <th key={i} scope="col" className={head}>
            {f}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Totals, zones, the component breakdown at the peak hour, the day's profile and the unit sizes. */
export function LoadResults({
  result,
  units,
  emirate,
}: {
  result: CoolingLoadResult;
  units: UnitSystem;
  emirate: string;
}) {
  const t = useTranslations('calculators.hvac-cooling-load.widget');
  const { tc, n, fixed } = useFigures(units, 0);
  // Tons always to two decimals, the headline as the table: 1.50 TR beside 0.84, not 1.5.
  const tr = (w: number) => fixed(w / W_PER_TR, 2);
  const btu = (w: number) => n(Math.round(w / W_PER_BTUH / 10) * 10);
  const advice = (u: UnitAdvice) =>
    t('unitsValue', { count: u.count, size: n(u.size, 1), tons: u.size });
  const b = result.block;
  // Room units must cover each room's own peak; say "more" only when the figures shown differ.
  const sumOfPeaksLine = () => {
    const value = tr(result.sumOfZonePeaks);
    if (value !== tr(b.total)) return t('results.sumOfPeaks', { value });
    return result.zones.every((z) => z.peakHour === b.peakHour)
      ? t('results.sumOfPeaksSameHour', { value, hour: clockHour(b.peakHour) })
      : t('results.sumOfPeaksSame', { value });
  };
  const lines = components.map((k) => ({ k, w: b.breakdown[k] }));
  const btuLines = roundToSum(
    lines.map((l) => l.w / W_PER_BTUH),
    10,
  );
  const shares = roundToSum(
    lines.map((l) => (100 * l.w) / b.total),
    1,
  );
  const area = (m2: number) =>
    `${n(siToDisplay('area', m2, units), units === 'si' ? 1 : 0)} ${units === 'si' ? tc('unit.m2') : tc('unit.ft2')}`;

  return (
    <section
      aria-labelledby="results-heading"
      className={`space-y-6 ${resultBoxClass}`}
      data-testid="detailed-result"
    >
      <div>
        <h2 id="results-heading" className="text-xl font-bold text-brand-900">
          {t('results.heading')}
        </h2>
        <p
          className="mt-3 text-3xl font-bold text-brand-900"
          data-testid="load-total"
          data-watts={b.total}
        >
          {t('results.totalTr', { value: tr(b.total) })}
        </p>
        <p className="mt-1 text-gray-800">
          {t.rich('results.totalOther', { ...isolate, watts: n(b.total), btu: btu(b.total) })}
        </p>
        <p className="mt-1 text-gray-800">
          {t('results.split', {
            sensible: n(b.sensible),
            latent: n(b.latent),
            hour: clockHour(b.peakHour),
          })}
        </p>
        <p className="mt-3 font-semibold text-gray-900">
          {t('results.blockUnits', { units: advice(b.units) })}
        </p>
        {result.zones.length > 1 && (
          <p className="mt-1 text-sm text-gray-800">{sumOfPeaksLine()}</p>
        )}
      </div>

      <ScrollTable
        labelId="zones-caption"
        caption={t('results.zonesCaption')}
        hint={tc('scrollHint')}
      >
        <HeadRow
          first={t('results.zone')}
          figures={[
            t('results.area'),
            t('results.peak'),
            t('results.sensibleW'),
            t('results.latentW'),
            t('results.totalW'),
            tc('unit.TR'),
            t('results.unit'),
          ]}
        />
        <tbody>
          {result.zones.map((z, i) => (
            <tr key={i} data-testid="zone-result">
              <th scope="row" className={`${cell} text-start font-medium`}>
                {z.name}
              </th>
              <td className={cell}>{area(z.floorArea)}</td>
              <td className={cell}>{clockHour(z.peakHour)}</td>
              <td className={cell}>{n(z.sensible)}</td>
              <td className={cell}>{n(z.latent)}</td>
              <td className={cell}>{n(z.total)}</td>
              <td className={cell}>{tr(z.total)}</td>
              <td className={cell}>{advice(z.units)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <ScrollTable
        labelId="breakdown-caption"
        caption={t('results.breakdownCaption', { hour: clockHour(b.peakHour) })}
        hint={tc('scrollHint')}
        testId="breakdown"
      >
        <HeadRow
          first={t('results.component')}
          figures={[tc('unit.W'), tc('unit.BTUh'), tc('unit.percent')]}
        />
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.k} data-testid="breakdown-row" data-watts={l.w}>
              <th scope="row" className={`${cell} text-start font-medium`}>
                {t(`components.${l.k}`)}
              </th>
              <td className={cell}>{n(l.w)}</td>
              <td className={cell}>{n(btuLines[i]!)}</td>
              <td className={cell}>{n(shares[i]!)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className={`${cell} text-start`}>
              {t('results.total')}
            </th>
            <td className={cell} data-testid="breakdown-total">
              {n(b.total)}
            </td>
            <td className={cell}>{n(btuLines.reduce((a, c) => a + c, 0))}</td>
            <td className={cell}>{n(100)}</td>
          </tr>
        </tfoot>
      </ScrollTable>

      <HourlyChart
        hourly={b.hourly}
        peakHour={b.peakHour}
        label={t('results.hourlyCaption')}
        format={(w) => `${n(w)} ${tc('unit.W')}`}
      />

      <p className="text-sm text-gray-800">{t('results.survey')}</p>
      <QuoteLink
        label={t('surveyLink')}
        query={{
          service: 'air-conditioning/installation',
          emirate,
          message: t('results.quoteMessage', {
            value: tr(b.total),
            zones: result.zones.length,
            zonesText: n(result.zones.length),
            units: advice(b.units),
          }),
        }}
      />
    </section>
  );
}
