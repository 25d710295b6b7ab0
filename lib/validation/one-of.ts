/** A type guard for a fixed list of names: `isOneOf(['a', 'b'])(v)` narrows v to 'a' | 'b'. */
export const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    (list as readonly unknown[]).includes(value);
