import type { leads } from '@/lib/db/schema';
import type { PricedLine } from '@/lib/pricing/basket';
import { basketText } from '@/lib/pricing/basket-text';
import { linesView } from '@/lib/pricing/lines-view';
import { leadColumns } from './model';

type Lead = typeof leads.$inferSelect;

/** The export's columns: every stored column staff read, in the model's order. */
export const csvColumns = leadColumns.map((c) => c.column);

/** RFC 4180 field; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: unknown): string {
  let text =
    value instanceof Date
      ? value.toISOString()
      : value === null || value === undefined
        ? ''
        : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 CSV with a byte-order mark, so spreadsheet programs read Arabic names correctly. */
export function leadsToCsv(rows: Lead[]): string {
  const lines = [
    csvColumns.join(','),
    ...rows.map((r) => csvColumns.map((c) => csvField(r[c])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The workspace's fields after the lead's own, in the pipeline export (lib/workspace/pipeline-store). */
export const workspaceCsvColumns = [
  'followUpOn',
  'lastNote',
  'bookingStatus',
  'bookingReference',
  'bookingWindow',
  'technician',
  'amcReference',
  'lines',
  'estimateBeforeVat',
  'estimateWithVat',
] as const;

export interface WorkspaceCsvRow {
  lead: Lead;
  lastNote: string | null;
  bookingStatus: string | null;
  bookingReference: string | null;
  bookingDay: string | null;
  bookingWindow: string | null;
  technician: string | null;
  amcReference: string | null;
  /** The request's lines as priced when it was stored (lib/requests/lines.ts). */
  lines?: readonly PricedLine[];
}

/** The lines in one cell, "6 × AC deep cleaning: Split unit: AED 1,500 to AED 1,950; …", and the totals. */
function linesCells(lines: readonly PricedLine[] = []) {
  if (!lines.length) return [null, null, null];
  const view = linesView(lines, basketText('en'), 'en');
  return [
    view.rows.map((r) => `${r.count} × ${r.name}: ${r.total}`).join('; '),
    view.beforeVat,
    view.withVat,
  ];
}

/** How staff name what a lead stores as slugs (lib/workspace/names.ts staffNames, in one language). */
export interface CsvNames {
  service: (slug: string | null) => string;
  emirate: (slug: string | null) => string;
  area: (emirate: string | null, area: string | null) => string;
  window: (window: string | null) => string;
  status: (status: string) => string;
  kind: (kind: string) => string;
  propertyType: (type: string | null) => string;
  role: (role: string | null) => string;
}

type CsvColumn = (typeof csvColumns)[number];

/**
 * The columns a person reads, by name rather than slug (with `names`). `status` is the one the
 * customer sees: a booking's visit status, else the lead's (a done booking is never `new`).
 * `bookingStatus` and `bookingWindow` stay codes, for sorting and filtering in a spreadsheet.
 */
function humanColumns(
  names?: CsvNames,
): Partial<Record<CsvColumn, (r: WorkspaceCsvRow) => unknown>> {
  const shown = (r: WorkspaceCsvRow) => r.bookingStatus ?? r.lead.status;
  if (!names) return { status: shown };
  return {
    kind: (r) => names.kind(r.lead.kind),
    status: (r) => names.status(shown(r)),
    service: (r) => names.service(r.lead.service),
    emirate: (r) => names.emirate(r.lead.emirate),
    area: (r) => names.area(r.lead.emirate, r.lead.area),
    propertyType: (r) => names.propertyType(r.lead.propertyType),
    preferredWindow: (r) => names.window(r.lead.preferredWindow),
    role: (r) => names.role(r.lead.role),
  };
}

/** The pipeline's export: every lead column, then follow-up, last note, booking (with its technician) and AMC fields. */
export function pipelineToCsv(rows: WorkspaceCsvRow[], names?: CsvNames): string {
  const human = humanColumns(names);
  const lines = [
    [...csvColumns, ...workspaceCsvColumns].join(','),
    ...rows.map((r) =>
      [
        ...csvColumns.map((c) => human[c]?.(r) ?? r.lead[c]),
        r.lead.followUpOn,
        r.lastNote,
        r.bookingStatus,
        r.bookingReference,
        // One sortable value: 2026-11-25 08-10.
        r.bookingDay && r.bookingWindow ? `${r.bookingDay} ${r.bookingWindow}` : null,
        r.technician,
        r.amcReference,
        ...linesCells(r.lines),
      ]
        .map(csvField)
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
