import type { ComponentProps } from 'react';
import { cn } from './cn';

// Each variant sets colours only, each size padding, type size and weight only: no two parts set the
// same property, so the caller's extra classes (width, margin, print:hidden) never fight them.
const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-brand-600 text-brand-700 hover:bg-brand-50',
  accent: 'bg-accent-500 text-gray-950 hover:bg-accent-600',
  neutral: 'border border-gray-400 text-gray-800 hover:bg-gray-50',
} as const;

const sizes = {
  sm: 'px-3 py-1.5 text-sm font-semibold',
  md: 'px-4 py-2 font-semibold',
  lg: 'px-6 py-3 font-bold',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button, for a <button> or for a link that looks like one (Link, NavLink, <a>). */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return cn(
    'inline-block rounded-md disabled:opacity-70',
    variants[variant],
    sizes[size],
    className,
  );
}

/** A <button>, type="button" unless told otherwise (a bare button inside a form would submit it). */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
