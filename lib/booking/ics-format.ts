// The few pieces of RFC 5545 (iCalendar) a booking's calendar file needs, written out by hand so the
// file can carry what the `ics` package cannot: times in the Asia/Dubai zone (TZID with its VTIMEZONE)
// and an iTIP method (RFC 5546) of CANCEL. Pure functions, unit-tested in ics-format.test.ts.

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (3.2): quoted, so ':' ';' ',' may appear; a DQUOTE may not, so it is dropped. */
export const icsParam = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** A UTC DATE-TIME (3.3.5, form 2): 20261124T060000Z. */
export const icsUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/** A local DATE-TIME (3.3.5, form 1) in a zone at a fixed offset from UTC: 20261124T100000. */
export const icsLocal = (at: Date, offsetMinutes: number) =>
  icsUtc(new Date(at.getTime() + offsetMinutes * 60_000)).replace(/Z$/, '');

const encoder = new TextEncoder();

/**
 * Folds a content line (3.1): no line longer than 75 octets, each continuation starting with one
 * space, never splitting a UTF-8 character (an Arabic letter is two octets).
 */
export function icsFold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Content lines as a file: each folded, each ended by CRLF (3.1). */
export const icsFile = (lines: readonly string[]) => lines.map(icsFold).join('\r\n') + '\r\n';

/**
 * Asia/Dubai as a VTIMEZONE (3.6.5): UTC+4 all year, no daylight saving since 1920, so one STANDARD
 * observance is the whole zone.
 */
export const dubaiZone = {
  tzid: 'Asia/Dubai',
  offsetMinutes: 240,
  lines: [
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Dubai',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0400',
    'TZOFFSETTO:+0400',
    'TZNAME:+04',
    'END:STANDARD',
    'END:VTIMEZONE',
  ],
} as const;
