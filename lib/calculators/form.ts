import * as z from 'zod/mini';
import '@/lib/validation/jitless';
import { normaliseDigits, readNumber } from './number-text';
import { inputToSi, siToDisplay, type Quantity, type UnitSystem } from './units';

// Shared pieces of the calculator forms. Inputs are kept as the text the visitor typed, in the unit
// system they chose; one zod schema per calculator checks the text and converts it to SI. Errors are
// codes ('required', 'number', 'min', 'max' or a calculator's own) that the page words in its language.
// Written with zod/mini (the same engine as zod, as functions instead of methods) because the schemas run
// in the browser on every calculator page: about 8 KB of gzip JavaScript instead of about 30 KB.

/** Bounds shown in the visitor's units are rounded so an error never reads "at least 0.3048". */
const roundBound = (v: number) => Number(v.toPrecision(3));

/**
 * A number field: text in `system` units, bounded by SI limits, output in SI.
 * `quantity` null means the value has no unit to convert (people, watts, percent); `whole` refuses a
 * fraction (2.5 people, 1.5 bedrooms) with its own message.
 */
export function numberField(
  quantity: Quantity | null,
  minSi: number,
  maxSi: number,
  system: UnitSystem,
  { whole = false }: { whole?: boolean } = {},
) {
  const conv = (v: number) => (quantity ? siToDisplay(quantity, v, system) : v);
  const [lo, hi] = [roundBound(conv(minSi)), roundBound(conv(maxSi))].sort((a, b) => a - b) as [
    number,
    number,
  ];
  // Each step runs only if the one before it passed: text, not blank, a number (by the one rule of
  // number-text.ts, which refuses an ambiguous comma with both its readings), within the bounds, SI.
  const filled = z
    .string({ error: 'required' })
    .check(z.refine((t) => normaliseDigits(t) !== '', { error: 'required' }));
  const read = z.transform((t: string, ctx) => {
    const n = readNumber(t);
    if (n.ok) return n.value;
    ctx.issues.push({
      code: 'custom',
      message: n.code,
      params: n.code === 'ambiguousComma' ? { thousands: n.thousands, decimal: n.decimal } : {},
      input: t,
    });
    return z.NEVER;
  });
  const bounded = z.pipe(
    z.pipe(filled, read),
    z.number({ error: 'number' }).check(
      // A negative area, length or airflow gets its own message, clearer than "at least 0".
      z.refine((v) => lo < 0 || v >= 0, { error: 'negative' }),
      z.minimum(lo, { error: 'min' }),
      z.maximum(hi, { error: 'max' }),
      z.refine((v) => !whole || Number.isInteger(v), { error: 'whole' }),
    ),
  );
  return z.pipe(
    bounded,
    z.transform((v: number) => (quantity ? inputToSi(quantity, v, system) : v)),
  );
}

/** Like numberField, but blank means "not given" (null), e.g. "use the standard's default". */
export function optionalNumberField(
  quantity: Quantity | null,
  minSi: number,
  maxSi: number,
  system: UnitSystem,
  options: { whole?: boolean } = {},
) {
  const field = numberField(quantity, minSi, maxSi, system, options);
  return z.pipe(
    z.string({ error: 'required' }),
    z.transform((text: string, ctx) => {
      if (normaliseDigits(text) === '') return null;
      const parsed = field.safeParse(text);
      if (parsed.success) return parsed.data;
      const [first] = Object.values(fieldErrors(parsed.error));
      ctx.issues.push({
        code: 'custom',
        message: first?.code ?? 'number',
        params: { limit: first?.limit, thousands: first?.thousands, decimal: first?.decimal },
        input: text,
      });
      return z.NEVER;
    }),
  );
}

/**
 * Checks `value` against `schema` inside another schema's transform, so that only the fields a choice
 * shows are validated (e.g. bedrooms only for a home); its errors surface on the outer schema.
 * zod/mini's transform context has no addIssue: issues go straight into `ctx.issues`, as addIssue does.
 */
export function parseInside<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  ctx: z.core.ParsePayload,
): T | typeof z.NEVER {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const [path, e] of Object.entries(fieldErrors(parsed.error))) {
    ctx.issues.push({
      code: 'custom',
      message: e.code,
      path: path ? path.split('.') : [],
      params: { limit: e.limit, thousands: e.thousands, decimal: e.decimal },
      input: ctx.value,
    });
  }
  return z.NEVER;
}

export interface FieldError {
  code: string;
  limit?: number;
  /** An ambiguous comma's two readings ("1500" and "1.5"), for the message that offers both. */
  thousands?: string;
  decimal?: string;
}

/** zod issues as a map from field path ("zones.0.walls.1.glass") to the first error on it. */
export function fieldErrors(error: z.core.$ZodError): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (out[key]) continue;
    const params =
      issue.code === 'custom' ? (issue.params as Omit<FieldError, 'code'> | undefined) : undefined;
    const limit =
      'minimum' in issue
        ? Number(issue.minimum)
        : 'maximum' in issue
          ? Number(issue.maximum)
          : params?.limit;
    out[key] = { code: issue.message, limit };
    if (params?.thousands !== undefined)
      Object.assign(out[key], { thousands: params.thousands, decimal: params.decimal });
  }
  return out;
}

/** A calculator form checked by its schema and, when every field is valid, the result of its SI input. */
export interface ParsedForm<I, R> {
  input: I | null;
  result: R | null;
  errors: Record<string, FieldError>;
}

export function parseAndCompute<I, R>(
  schema: z.ZodMiniType,
  form: unknown,
  compute: (input: I) => R,
): ParsedForm<I, R> {
  const parsed = schema.safeParse(form);
  if (!parsed.success) return { input: null, result: null, errors: fieldErrors(parsed.error) };
  // The schemas' output is the calculation's input in SI; their declared types are looser than that.
  const input = parsed.data as I;
  return { input, result: compute(input), errors: {} };
}

/** A form value converted to the other unit system, rounded to what a person would type. */
export function convertText(
  text: string,
  quantity: Quantity | null,
  from: UnitSystem,
  to: UnitSystem,
): string {
  // Text that is not a number by the one rule (blank, "lots", an ambiguous "1,500") stays as typed,
  // for the form to flag.
  const read = readNumber(text);
  if (!quantity || from === to || !read.ok) return text;
  const convert = (v: number, a: UnitSystem, b: UnitSystem) =>
    siToDisplay(quantity, inputToSi(quantity, v, a), b);
  const converted = convert(read.value, from, to);
  // Three significant figures read as typed (9.84 ft, 0.0979 in.); a fourth where three would move
  // the value by more than 0.1 % (so the result does not change with the units) or would not convert
  // back to what the visitor had (so switching there and back keeps their number).
  const three = Number(converted.toPrecision(3));
  const close = Math.abs(three - converted) <= Math.abs(converted) * 0.001;
  const back = Number(convert(three, to, from).toPrecision(3));
  const keeps = back === Number(read.value.toPrecision(3));
  return String(close && keeps ? three : Number(converted.toPrecision(4)));
}

/** UTF-8 safe base64url, for form states too nested for plain query parameters. */
export function encodeState(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeState(text: string): unknown {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
  } catch {
    return undefined;
  }
}
