import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error: spread it onto the input. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/**
 * A label, its control, a hint and an error, linked for screen readers: the label by `htmlFor`, the
 * hint and error by `aria-describedby` (ids `<id>-hint`, `<id>-error`), the error by `aria-invalid`.
 * The control comes from `children`, called with those attributes.
 * `announce`: the error is an alert, read out as it appears (calculators validate as you type; a form
 * that validates on submit shows its own summary instead).
 * `required`: a visible asterisk after the label, before anything is submitted, and aria-required on
 * the control. The asterisk is hidden from screen readers, which hear "required" from the control; the
 * form says once what the asterisk means (RequiredNote).
 */
export function Field({
  id,
  label,
  hint,
  error,
  announce,
  required,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  announce?: boolean;
  required?: boolean;
  className?: string;
  children: (aria: ControlAria) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {/* The marker sits beside the label, not in it: the label stays the field's name alone. */}
      <div className="text-sm font-semibold text-gray-900">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="ms-1 text-red-700" data-required-marker="">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600 print:hidden">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role={announce ? 'alert' : undefined}
          className="mt-1 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** What the asterisk after a label means, said once per form above its fields. */
export function RequiredNote({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p className={`text-sm text-gray-700 ${className}`} data-testid="required-note">
      {children}
    </p>
  );
}
