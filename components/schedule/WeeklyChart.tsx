// A stacked bar chart drawn on the server as SVG: no chart library, no script. The figures are also
// in the table beside it (the chart's text alternative). In a right-to-left page time runs from right
// to left, as the reader's eye does; digits stay Western.

export const chartColours = [
  '#1d4ed8',
  '#0f766e',
  '#b45309',
  '#9333ea',
  '#be123c',
  '#4d7c0f',
  '#475569',
];

const WIDTH = 720;
const HEIGHT = 280;
const M = { top: 16, bottom: 40, side: 40 };

/** A round step for the value axis: 1, 2 or 5 times a power of ten, for about five lines. */
function niceStep(max: number) {
  const rough = Math.max(max, 1) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? power * 10;
}

export function WeeklyChart({
  id,
  title,
  description,
  weekLabels,
  groups,
  counts,
  rtl,
}: {
  id: string;
  title: string;
  description: string;
  weekLabels: string[];
  /** Group names, in the order of counts' inner arrays. */
  groups: string[];
  counts: number[][];
  rtl: boolean;
}) {
  const totals = counts.map((week) => week.reduce((a, b) => a + b, 0));
  const step = niceStep(Math.max(...totals, 1));
  const top = Math.max(step, Math.ceil(Math.max(...totals, 1) / step) * step);
  const plotW = WIDTH - 2 * M.side;
  const plotH = HEIGHT - M.top - M.bottom;
  const band = plotW / weekLabels.length;
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const x = (i: number) => M.side + (rtl ? weekLabels.length - 1 - i : i) * band;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const axisX = rtl ? WIDTH - M.side + 6 : M.side - 6;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      data-testid="weekly-chart"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={M.side} x2={WIDTH - M.side} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
          <text
            x={axisX}
            y={y(v) + 4}
            fontSize="11"
            fill="#4b5563"
            textAnchor={rtl ? 'start' : 'end'}
          >
            {v}
          </text>
        </g>
      ))}
      {counts.map((week, i) => {
        let base = 0;
        return (
          <g key={weekLabels[i]}>
            {week.map((n, g) => {
              if (!n) return null;
              const y0 = y(base);
              base += n;
              return (
                <rect
                  key={groups[g]}
                  x={x(i) + band * 0.15}
                  width={band * 0.7}
                  y={y(base)}
                  height={y0 - y(base)}
                  fill={chartColours[g % chartColours.length]}
                >
                  <title>{`${weekLabels[i]}: ${groups[g]} ${n}`}</title>
                </rect>
              );
            })}
            <text
              x={x(i) + band / 2}
              y={HEIGHT - M.bottom + 16}
              fontSize="11"
              fill="#374151"
              textAnchor="middle"
              direction={rtl ? 'rtl' : 'ltr'}
            >
              {weekLabels[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
