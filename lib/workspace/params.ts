// Every staff page reads its address the same way: Next hands a page its search parameters as
// strings, arrays (a repeated name) or nothing, and a page wants one typed value with a default.
// A repeated or missing parameter reads as absent, never as the first of several, so a crafted
// address cannot smuggle a second value past a check.

export type SearchParams = Record<string, string | string[] | undefined>;
type Value = SearchParams[string];

/** The parameter's single value, else undefined. */
export const one = (value: Value): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The value when it is one of `options`, else `fallback`. */
export function oneOf<T extends string>(options: readonly T[], value: Value): T | undefined;
export function oneOf<T extends string>(options: readonly T[], value: Value, fallback: T): T;
export function oneOf<T extends string>(options: readonly T[], value: Value, fallback?: T) {
  const v = one(value);
  return options.find((option) => option === v) ?? fallback;
}

/** A whole number between min and max written in plain digits, else `fallback`. */
export function wholeNumber(
  value: Value,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): number {
  const v = one(value);
  if (v === undefined || !/^\d{1,15}$/.test(v)) return fallback;
  const n = Number(v);
  return n >= min && n <= max ? n : fallback;
}

/** A calendar date written YYYY-MM-DD that exists (no 31 February), else undefined. */
export function isoDate(value: Value): string | undefined {
  const v = one(value);
  if (v === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v) ? v : undefined;
}
