import type { ScheduleRow } from '@/lib/amc/contract-view';
import type { ServerText } from '@/lib/i18n/server-text';

/** The header's message keys and cells (the last column has no space after it). */
const columns = [
  ['number', 'py-1 pe-3 text-start'],
  ['periodColumn', 'py-1 pe-3 text-start'],
  ['net', 'py-1 pe-3 text-end'],
  ['vatColumn', 'py-1 pe-3 text-end'],
  ['total', 'py-1 text-end'],
] as const;

/** A contract's instalments as a table: which, the period paid for, before VAT, VAT and total. */
export function ContractSchedule({
  t,
  rows,
  caption,
}: {
  t: ServerText;
  rows: ScheduleRow[];
  caption: string;
}) {
  const c = 'amcPlans.contract';
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-start text-sm" data-testid="contract-schedule">
        <caption className="text-start font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            {columns.map(([key, className]) => (
              <th key={key} scope="col" className={className}>
                {t(`${c}.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.number} className="border-b border-gray-100">
              <th scope="row" className="py-1 pe-3 text-start font-normal">
                {r.number}
              </th>
              <td className="py-1 pe-3">{r.period}</td>
              <td className="py-1 pe-3 text-end whitespace-nowrap">{r.net}</td>
              <td className="py-1 pe-3 text-end whitespace-nowrap">{r.vat}</td>
              <td className="py-1 text-end font-semibold whitespace-nowrap">{r.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
