import type { ComponentProps } from 'react';
import { Field } from './Field';
import { Input } from './Input';

/** What an InputField passes to its Input. */
export type InputAttributes = ComponentProps<typeof Input>;

/**
 * A Field whose control is a plain text Input, the commonest kind: the field's label, hint and error
 * as props, the input's own attributes in `input` (they come after the linking attributes).
 */
export function InputField({
  input,
  ...field
}: Omit<ComponentProps<typeof Field>, 'children'> & { input: InputAttributes }) {
  return <Field {...field}>{(aria) => <Input {...aria} {...input} />}</Field>;
}
