import { emirates } from '@/lib/catalogue/places';

// Step 1 of the booking flow (what and where) travels in the query string of /book, so an entry link
// from any page can pre-choose it and the "change" link can carry it back. Pure functions: the page,
// the server action and the tests read the same thing.

/** The step-1 fields, in the order the query string carries them. */
export const scopeFields = [
  'service',
  'acUnits',
  'propertyType',
  'emirate',
  'area',
  'lines',
] as const;
export type ScopeField = (typeof scopeFields)[number];
export type ScopeValues = Record<ScopeField, string>;

/** The first value of a query parameter (Next gives an array for a repeated one), trimmed. */
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** The step-1 values of a query string; a missing one is ''. */
export function scopeFromQuery(query: Record<string, string | string[] | undefined>): ScopeValues {
  return Object.fromEntries(
    // The basket's lines (lib/pricing/basket.ts) are the one long field: up to ten lines.
    scopeFields.map((f) => [f, first(query[f]).slice(0, f === 'lines' ? 1000 : 200)]),
  ) as ScopeValues;
}

/** The query string that carries step 1 (empty fields left out), e.g. for the "change" link. */
export function scopeQuery(values: Partial<ScopeValues>): Record<string, string> {
  return Object.fromEntries(
    scopeFields.flatMap((f) => (values[f] ? [[f, values[f]] as [string, string]] : [])),
  );
}

/** A known area: its emirate, its slug and its names (in every language the caller passes). */
export interface KnownArea {
  emirate: string;
  slug: string;
  names: readonly string[];
}

/** Every area of the catalogue, with the names the caller looks up for it. */
export const knownAreas = (nameOf: (emirate: string, slug: string) => readonly string[]) =>
  emirates.flatMap((e) =>
    e.areas.map((a): KnownArea => ({
      emirate: e.slug,
      slug: a.slug,
      names: nameOf(e.slug, a.slug),
    })),
  );

const fold = (s: string) => s.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/**
 * The area as stored: the slug of a known area of that emirate when the visitor typed its slug or one
 * of its names (the field suggests the names), else what they typed. An area named for another emirate
 * stays as typed: the emirate chosen decides the zone, and areaOfAnotherEmirate refuses the pair.
 */
export function areaValue(typed: string, emirate: string, areas: readonly KnownArea[]): string {
  const text = fold(typed);
  if (!text) return '';
  const hit = areas.find(
    (a) => a.emirate === emirate && (a.slug === text || a.names.some((n) => fold(n) === text)),
  );
  return hit ? hit.slug : typed.trim();
}

/**
 * Whether the visitor named a known area of another emirate (by its slug or one of its names) and no
 * area of the emirate they chose: the zone, so the crew and the price, follow the emirate, so the two
 * must agree. A name the catalogue does not know is a free-text area of the chosen emirate.
 */
export function areaOfAnotherEmirate(
  typed: string,
  emirate: string,
  areas: readonly KnownArea[],
): boolean {
  const text = fold(typed);
  if (!text || !emirate) return false;
  const named = areas.filter((a) => a.slug === text || a.names.some((n) => fold(n) === text));
  return named.length > 0 && !named.some((a) => a.emirate === emirate);
}
