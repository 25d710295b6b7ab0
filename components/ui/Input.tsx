import type { ComponentProps } from 'react';
import { controlClass, type Sized } from './control';

export function Input({
  size,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'size'> & Sized) {
  return <input className={controlClass(size, className)} {...props} />;
}
