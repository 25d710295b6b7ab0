'use client';

import { clockHour } from '@/lib/calculators/format';

/** The day's cooling load as 24 bars (hour ending 1 to 24), the peak hour highlighted. */
export function HourlyChart({
  hourly,
  peakHour,
  label,
  format,
}: {
  hourly: number[];
  peakHour: number;
  label: string;
  format: (w: number) => string;
}) {
  const max = Math.max(...hourly, 1);
  return (
    <figure className="print:break-inside-avoid">
      <figcaption className="font-semibold text-brand-900">{label}</figcaption>
      {/* Time runs left to right in both languages, as on a clock chart. */}
      <ol dir="ltr" className="mt-3 flex h-32 items-end gap-0.5" aria-label={label}>
        {hourly.map((w, i) => (
          <li
            key={i}
            className="flex h-full flex-1 flex-col justify-end"
            title={`${clockHour(i + 1)}: ${format(w)}`}
          >
            <span className="sr-only">{`${clockHour(i + 1)}: ${format(w)}`}</span>
            <span
              aria-hidden="true"
              className={`block rounded-t ${i + 1 === peakHour ? 'bg-accent-500' : 'bg-brand-600'}`}
              style={{ height: `${Math.max(0, (100 * w) / max)}%` }}
            />
          </li>
        ))}
      </ol>
      <div dir="ltr" aria-hidden="true" className="relative mt-1 h-4 text-xs text-gray-600">
        {/* Each label sits under the middle of its hour's bar. */}
        {[3, 6, 9, 12, 15, 18, 21, 24].map((h) => (
          <span
            key={h}
            className="absolute -translate-x-1/2"
            style={{ left: `${((h - 0.5) / 24) * 100}%` }}
          >
            {clockHour(h)}
          </span>
        ))}
      </div>
    </figure>
  );
}
