import type { leads } from '@/lib/db/schema';
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
