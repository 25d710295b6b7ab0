'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/calculators/form';
import { formatNumber } from '@/lib/calculators/format';

const inputCls =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600 print:hidden';

/** The visitor's error in their language, with the limit in the units they typed in. */
export function useErrorText() {
  const t = useTranslations('calculators.common.errors');
  const locale = useLocale();
  return (error: FieldError | undefined, unit?: string) => {
    if (!error) return undefined;
    const limit =
      error.limit === undefined
        ? ''
        : `${formatNumber(locale, error.limit, 3)}${unit ? ` ${unit}` : ''}`;
    // Codes come from the schemas; an unknown one falls back to the generic "enter a number".
    const key = (t.has(error.code as 'number') ? error.code : 'number') as 'min';
    return t(key, { limit });
  };
}

interface Common {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

function Wrapper({
  id,
  label,
  hint,
  error,
  className,
  children,
  printValue,
}: Common & { children: ReactNode; printValue: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children}
      {/* On paper the inputs are replaced by their values. */}
      <p className="hidden print:block">{printValue}</p>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600 print:hidden">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const described = (id: string, hint?: ReactNode, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A number typed as text (Arabic-Indic digits accepted), with its unit beside it; `text` for a name. */
export function NumberField({
  value,
  onChange,
  unit,
  placeholder,
  text,
  ...common
}: Common & {
  value: string;
  onChange: (v: string) => void;
  unit?: string;
  placeholder?: string;
  text?: boolean;
}) {
  const { id, hint, error } = common;
  return (
    <Wrapper {...common} printValue={`${value} ${unit ?? ''}`}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={id}
          type="text"
          inputMode={text ? 'text' : 'decimal'}
          dir={text ? 'auto' : 'ltr'}
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, hint, error)}
          className={`${inputCls} text-start`}
        />
        {unit && <span className="mt-1 shrink-0 text-sm text-gray-700 print:hidden">{unit}</span>}
      </div>
    </Wrapper>
  );
}

export function SelectField({
  value,
  onChange,
  options,
  ...common
}: Common & {
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  const { id, hint, error } = common;
  return (
    <Wrapper {...common} printValue={options.find((o) => o.value === value)?.label ?? value}>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={inputCls}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

/** Two to four exclusive choices as buttons (units, mode, method). */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
  testId?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-lg border border-gray-300 p-1 print:hidden"
      data-testid={testId}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          onClick={() => onChange(o.value)}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold ${o.value === value ? 'bg-brand-600 text-white' : 'text-gray-800 hover:bg-brand-50'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
