import type { ReactNode } from 'react';

// The frames every staff page is built of (a heading with its lead, a titled section, a table with
// its header row), so the pages differ only in what they show.

/** The page's h1 and the sentence under it. */
export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      {lead && <p className="mt-2 text-gray-700">{lead}</p>}
    </>
  );
}

/** The frame of a section that works on one thing (a price being changed, a booking). */
export const PANEL = 'mt-6 rounded-xl border border-brand-600 p-4';

/** A section named by its h2 (the id ties the two for assistive technology). */
export function Section({
  anchor,
  id,
  heading,
  className = 'mt-8',
  children,
  ...data
}: {
  /** The section's own id, for a link to it (#booking-panel). */
  anchor?: string;
  id: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string | undefined }) {
  return (
    <section id={anchor} aria-labelledby={id} className={className} {...data}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** What a list says when it has nothing in it. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-2 text-gray-600">{children}</p>;
}

/** A scrollable table with one header row; the body is the caller's rows. */
export function DataTable({
  testId,
  headers,
  caption,
  spacing = 'mt-2',
  children,
}: {
  testId: string;
  /** The space above the table (its top margin). */
  spacing?: string;
  headers: readonly { key: string; label: ReactNode; className?: string }[];
  caption?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`${spacing} overflow-x-auto`}>
      <table className="w-full text-sm" data-testid={testId}>
        {caption}
        <thead className="bg-brand-50">
          <tr>
            {headers.map((h) => (
              <th key={h.key} scope="col" className={h.className ?? 'p-2 text-start'}>
                {h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A change in a history table: when, who, what, the value before and after. */
export interface ChangeRow {
  id: string | number;
  when: string;
  who: string;
  what: ReactNode;
  before: ReactNode;
  after: ReactNode;
  data?: { [data: `data-${string}`]: string };
}

/** The history of settings changes (prices, capacity): one row per change, newest first. */
export function ChangeTable({
  testId,
  headers,
  rows,
}: {
  testId: string;
  headers: Record<'when' | 'who' | 'what' | 'old' | 'new', string>;
  rows: readonly ChangeRow[];
}) {
  const keys = ['when', 'who', 'what', 'old', 'new'] as const;
  return (
    <DataTable testId={testId} headers={keys.map((key) => ({ key, label: headers[key] }))}>
      {rows.map((row) => (
        <tr key={row.id} className="border-b border-gray-100" {...row.data}>
          <td className="p-2 whitespace-nowrap">{row.when}</td>
          <td className="p-2">
            <bdi dir="ltr">{row.who.replace(/^staff:/, '')}</bdi>
          </td>
          <td className="p-2">{row.what}</td>
          <td className="p-2">{row.before}</td>
          <td className="p-2 font-semibold">{row.after}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A ChangeHistory's words, each under the page's own `history` messages. */
type HistoryWord = 'heading' | 'empty' | 'when' | 'who' | 'old' | 'new';

/**
 * A settings page's history section: "nothing changed yet", or the ChangeTable. `what` heads the
 * column of what changed (a price, a window or day), the one header the pages word differently.
 */
export function ChangeHistory({
  id,
  words,
  what,
  testId,
  rows,
}: {
  id: string;
  words: (word: HistoryWord) => string;
  what: string;
  testId: string;
  rows: readonly ChangeRow[];
}) {
  const headers = {
    when: words('when'),
    who: words('who'),
    what,
    old: words('old'),
    new: words('new'),
  };
  return (
    <Section id={id} heading={words('heading')} className="mt-10">
      {rows.length === 0 ? (
        <Empty>{words('empty')}</Empty>
      ) : (
        <ChangeTable testId={testId} headers={headers} rows={rows} />
      )}
    </Section>
  );
}
