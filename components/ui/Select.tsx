import type { ComponentProps } from 'react';
import { controlClass, type Sized } from './control';

export interface SelectOption {
  value: string;
  label: string;
}

/** The options of a select or choice: each value with its label. */
export const labelled = <const T extends string>(
  values: readonly T[],
  label: (value: T) => string,
) => values.map((value) => ({ value, label: label(value) }));

/**
 * The `<option>`s of a list of choices, after an optional empty first choice ("any", "choose…");
 * apart from Select for the few selects that keep a look of their own.
 */
export function Options({
  options,
  placeholder,
}: {
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/**
 * A select in the site's control look. With `options` (and `placeholder`) it writes its own choices;
 * `children` (optgroups, a special choice) come between the placeholder and the options.
 */
export function Select({
  size,
  className,
  options,
  placeholder,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'size'> &
  Sized & { options?: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select className={controlClass(size, className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {children}
      {options && <Options options={options} />}
    </select>
  );
}

/** A select inside its label (the label's text first), as the compact staff and filter forms set it. */
export function LabelledSelect({
  label,
  labelClassName,
  ...select
}: ComponentProps<typeof Select> & { label: string; labelClassName: string }) {
  return (
    <label className={labelClassName}>
      {label}
      <Select {...select} />
    </label>
  );
}
