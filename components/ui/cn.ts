/**
 * Joins class names, skipping empty ones. A dozen bytes instead of clsx: the primitives only ever
 * join a base, a variant and the caller's extra classes, none of which conflict.
 */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
