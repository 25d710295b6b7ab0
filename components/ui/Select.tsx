import type { ComponentProps } from 'react';
import { controlClass, type Sized } from './control';

export function Select({
  size,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'size'> & Sized) {
  return <select className={controlClass(size, className)} {...props} />;
}
