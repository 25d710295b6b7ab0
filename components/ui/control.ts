import { cn } from './cn';

// One look for every text box, select and textarea; the red border follows aria-invalid, which Field
// sets, so an invalid control never needs a class of its own.
const base =
  'mt-1 block w-full rounded-md border border-gray-300 text-gray-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600';
const sizes = { md: 'px-3 py-2', sm: 'px-2 py-1.5 text-sm' } as const;

export type ControlSize = keyof typeof sizes;

/**
 * `size` is the look of Input, Select and Textarea; the native attribute of that name (characters
 * wide, rows shown) is not used on this site.
 */
export interface Sized {
  size?: ControlSize;
}

export function controlClass(size: ControlSize = 'md', className?: string) {
  return cn(base, sizes[size], className);
}
