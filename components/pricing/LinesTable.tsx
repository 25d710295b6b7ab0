import type { PricedLine } from '@/lib/pricing/basket';
import { linesView, type BasketText } from '@/lib/pricing/lines-view';

/**
 * A basket's lines and its totals before VAT, VAT and with VAT: the one table every page that
 * repeats a price uses (the estimate, the booking flow, the private page, the staff record). No hooks
 * and no server APIs, so the browser's estimate renders the same markup.
 */
export function LinesTable({
  lines,
  text,
  locale,
  testId = 'lines',
  caption,
  surveyed = [],
  totals = true,
}: {
  lines: readonly PricedLine[];
  /** Lines the list has no price for: listed with their count, priced after a survey, not in the totals. */
  surveyed?: readonly { key: string; name: string; count: number }[];
  text: BasketText;
  locale: 'en' | 'ar';
  testId?: string;
  /** Shown above the table and naming it, where no heading of the page does. */
  caption?: string;
  /** False where the page states the totals itself (the estimate's list below the table). */
  totals?: boolean;
}) {
  if (!lines.length) return null;
  const view = linesView(lines, text, locale);
  const cell = 'px-2 py-1 align-top';
  return (
    <div className="mt-3 overflow-x-auto" data-testid={testId}>
      <table className="w-full border-collapse text-sm">
        {caption && <caption className="text-start font-semibold text-gray-900">{caption}</caption>}
        <thead>
          <tr className="border-b border-gray-300 text-start text-gray-700">
            {(['item', 'count', 'unitPrice', 'total'] as const).map((column) => (
              <th
                key={column}
                scope="col"
                className={`${cell} ${column === 'item' ? 'text-start' : 'text-end'}`}
              >
                {text.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((r) => (
            <tr key={r.key} className="border-b border-gray-100" data-testid="line">
              <th scope="row" className={`${cell} text-start font-normal`}>
                {r.name}
              </th>
              <td className={`${cell} text-end`}>{r.count}</td>
              <td className={`${cell} text-end`}>{r.unitPrice}</td>
              <td className={`${cell} text-end`}>{r.total}</td>
            </tr>
          ))}
          {surveyed.map((r) => (
            <tr key={r.key} className="border-b border-gray-100" data-testid="line-survey">
              <th scope="row" className={`${cell} text-start font-normal`}>
                {r.name}
              </th>
              <td className={`${cell} text-end`}>{r.count}</td>
              <td colSpan={2} className={`${cell} text-end`}>
                {text.afterSurvey}
              </td>
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <Total label={text.beforeVat} value={view.beforeVat} testId={`${testId}-total`} />
            <Total label={text.vat} value={view.vat} testId={`${testId}-vat`} />
            <Total label={text.withVat} value={view.withVat} testId={`${testId}-with-vat`} strong />
          </tfoot>
        )}
      </table>
    </div>
  );
}

function Total({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'font-bold' : undefined}>
      <th scope="row" colSpan={3} className="px-2 py-1 text-end font-semibold">
        {label}
      </th>
      <td className="px-2 py-1 text-end" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}
