// The reference a quote, call-back, contact or job request is quoted by (RQ-1A2B3C4D), as bookings
// (BK-…) and AMC requests (AMC-…) have theirs. It is the start of the lead's id, so it needs no column
// of its own; staff find the lead by it in the pipeline's search (lib/workspace/pipeline-store.ts).

const prefix = 'RQ-';

/** "RQ-1A2B3C4D" for a lead id "1a2b3c4d-…". */
export const leadReference = (id: string) => `${prefix}${id.slice(0, 8).toUpperCase()}`;

/** The id's first eight hex digits (lower case) for a reference as typed, or null for another text. */
export function leadIdStart(text: string): string | null {
  const match = /^RQ-([0-9A-F]{8})$/i.exec(text.trim());
  return match ? match[1]!.toLowerCase() : null;
}
