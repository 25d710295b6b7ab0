import type { ComponentProps } from 'react';
import { controlClass, type Sized } from './control';

export function Textarea({ size, className, ...props }: ComponentProps<'textarea'> & Sized) {
  return <textarea className={controlClass(size, className)} {...props} />;
}
