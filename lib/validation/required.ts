import * as z from 'zod/mini';
import './jitless';

/**
 * Which fields of an object schema refuse an empty value: the ones a form marks as required (asterisk
 * and aria-required). Read from the schema the server checks a post against, so a form cannot mark a
 * field optional that the server refuses empty, or the other way round. Computed on the server: the
 * forms receive the flags, not the schema.
 */
export function requiredFields<Shape extends z.core.$ZodLooseShape>(
  schema: z.ZodMiniObject<Shape>,
): Record<keyof Shape & string, boolean> {
  const flags = {} as Record<keyof Shape & string, boolean>;
  for (const name of Object.keys(schema.shape) as (keyof Shape & string)[]) {
    const field = schema.shape[name]!;
    // Left out (undefined) and left blank ('') are both "empty" to a visitor.
    flags[name] = !z.safeParse(field, undefined).success && !z.safeParse(field, '').success;
  }
  return flags;
}
