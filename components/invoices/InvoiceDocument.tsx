import type { InvoiceView } from '@/lib/invoices/view';

/**
 * A tax invoice or credit note as a document: readable on a phone (the lines stack as cards below
 * `sm`, a table above) and on paper (print: full table, no site chrome; app/globals.css). Every
 * word comes from the view (lib/invoices/view.ts), in the customer's language.
 */
export function InvoiceDocument({
  view,
  labels,
}: {
  view: InvoiceView;
  labels: {
    supplier: string;
    customer: string;
    trn: string;
    issued: string;
    supplied: string;
    credits: string;
    currency: string;
    columns: Record<
      'item' | 'count' | 'unitPrice' | 'discount' | 'net' | 'vatRate' | 'vat' | 'total',
      string
    >;
    vatRate: string;
  };
}) {
  const cell = 'px-2 py-1 align-top';
  const cols = labels.columns;
  return (
    <article
      className="invoice-document rounded-xl border border-gray-200 p-4 sm:p-6 print:border-0 print:p-0"
      data-testid="invoice"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-200 pb-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900" data-testid="invoice-title">
            {view.title}
          </h1>
          <p className="mt-1">
            {view.numberLabel}:{' '}
            <strong className="font-mono" dir="ltr" data-testid="invoice-number">
              {view.number}
            </strong>
          </p>
          {view.credits && (
            <p>
              {labels.credits}:{' '}
              <span className="font-mono" dir="ltr">
                {view.credits}
              </span>
            </p>
          )}
        </div>
        <dl className="text-sm">
          <div>
            <dt className="inline font-semibold">{labels.issued}: </dt>
            <dd className="inline">{view.issued}</dd>
          </div>
          {view.supplied && (
            <div>
              <dt className="inline font-semibold">{labels.supplied}: </dt>
              <dd className="inline">{view.supplied}</dd>
            </div>
          )}
        </dl>
      </header>
      <div className="grid gap-4 border-b border-gray-200 py-4 text-sm sm:grid-cols-2 print:grid-cols-2">
        <Party
          heading={labels.supplier}
          trnLabel={labels.trn}
          party={view.supplier}
          testId="supplier"
        />
        <Party
          heading={labels.customer}
          trnLabel={labels.trn}
          party={view.customer}
          testId="customer"
        />
      </div>
      <table className="mt-4 w-full border-collapse text-sm">
        <thead className="hidden sm:table-header-group print:table-header-group">
          <tr className="border-b border-gray-300 text-gray-700">
            {(
              ['item', 'count', 'unitPrice', 'discount', 'net', 'vatRate', 'vat', 'total'] as const
            ).map((column) => (
              <th
                key={column}
                scope="col"
                className={`${cell} ${column === 'item' ? 'text-start' : 'text-end'}`}
              >
                {cols[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((r) => (
            <tr
              key={r.key}
              data-testid="invoice-line"
              className="grid grid-cols-2 gap-x-2 border-b border-gray-100 py-2 sm:table-row print:table-row"
            >
              <th
                scope="row"
                className={`${cell} col-span-2 text-start font-semibold sm:font-normal`}
              >
                {r.name}
              </th>
              <Cell label={cols.count} value={r.count} />
              <Cell label={cols.unitPrice} value={r.unitPrice} />
              <Cell label={cols.discount} value={r.discount} />
              <Cell label={cols.net} value={r.net} />
              <Cell label={cols.vatRate} value={labels.vatRate} />
              <Cell label={cols.vat} value={r.vat} />
              <Cell label={cols.total} value={r.total} />
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto mt-4 max-w-sm text-sm">
        {view.totals.map((row) => (
          <div
            key={row.testId}
            className="flex justify-between gap-4 py-1 last:border-t last:border-gray-300 last:font-bold"
          >
            <dt>{row.label}</dt>
            <dd data-testid={`invoice-${row.testId}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-gray-600">{labels.currency}</p>
    </article>
  );
}

function Cell({ label, value }: { label: string; value: string }) {
  return (
    <td className="px-2 py-0.5 text-end sm:py-1">
      {/* On a phone each cell names itself; the table header does above `sm` and on paper. */}
      <span className="float-start text-gray-600 sm:hidden print:hidden">{label}</span>
      {value}
    </td>
  );
}

function Party({
  heading,
  trnLabel,
  party,
  testId,
}: {
  heading: string;
  trnLabel: string;
  party: { name: string; address: string | null; trn: string | null };
  testId: string;
}) {
  return (
    <section data-testid={testId}>
      <h2 className="font-semibold text-gray-700">{heading}</h2>
      <p className="font-semibold">{party.name}</p>
      {party.address && <p>{party.address}</p>}
      {party.trn && (
        <p>
          {trnLabel}: <span dir="ltr">{party.trn}</span>
        </p>
      )}
    </section>
  );
}
