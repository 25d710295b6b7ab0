// The character rules every text a lead form posts must follow, visible fields and hidden ones alike.
// Plain regular expressions without zod: the schemas (./schemas.ts) use them in the browser and on the
// server. A NUL byte is refused by PostgreSQL's text type (the insert fails), a newline in a one-line
// value can forge lines wherever it is printed, and bidi overrides make stored text read differently
// from what it is.

/** C0 and C1 controls except tab, line feed and carriage return, DEL, and bidi embeddings/overrides/isolates. */
const UNSAFE_ANYWHERE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Line breaks and tabs, allowed only in the message textarea. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

/** Whether a value may be stored: no controls or bidi overrides, and line breaks only if `multiline`. */
export const isSafeText = (value: string, { multiline = false } = {}) =>
  !UNSAFE_ANYWHERE.test(value) && (multiline || !LINE_BREAKS.test(value));

/**
 * Characters that show nothing: white space (NBSP included), zero-width space, non-joiner and joiner,
 * word joiner, BOM, and the invisible separators. A value made only of these was not filled in.
 */
const INVISIBLE = /[\s\u00a0\u180e\u200b-\u200d\u2060\ufeff]/g;
export const isBlank = (value: string) => value.replace(INVISIBLE, '') === '';

/** How long a page path the forms post may be. */
export const MAX_SOURCE_PATH = 300;

/**
 * A page of this site as the hidden `sourcePath` field names it: a path starting with exactly one
 * slash (never `//host` or `/\host`, which browsers read as another site), no scheme, no backslash, no
 * controls, spaces or bidi characters, and of bounded length.
 */
export function isSameSitePath(value: string): boolean {
  return (
    value.length <= MAX_SOURCE_PATH &&
    /^\/(?![/\\])/.test(value) &&
    !/[\\\s]/.test(value) &&
    !value.includes('//') &&
    !/^\/[a-z][a-z0-9+.-]*:/i.test(value) &&
    isSafeText(value) &&
    !/[\u200e\u200f\u061c]/.test(value)
  );
}
