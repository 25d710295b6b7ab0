'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/calculators/form';
import { formatNumber } from '@/lib/calculators/format';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';

// Inputs are replaced by their values on paper (see `Printed`); the white box stands out on the tinted rows.
const controlExtra = 'bg-white print:hidden';

/** The visitor's error in their language, with the limit in the units they typed in. */
export function useErrorText() {
  const t = useTranslations('calculators.common.errors');
  const locale = useLocale();
  return (error: FieldError | undefined, unit?: string) => {
    if (!error) return undefined;
    if (error.code === 'ambiguousComma')
      return t('ambiguousComma', {
        thousands: error.thousands ?? '',
        decimal: error.decimal ?? '',
      });
    // Arabic writes 35°م and 70% with no space (lib/content/arabic-style.ts); English keeps SI's 35 °C.
    const gap = unit && !(locale === 'ar' && /^[°%]/u.test(unit)) ? ' ' : '';
    const limit =
      error.limit === undefined ? '' : `${formatNumber(locale, error.limit, 3)}${gap}${unit ?? ''}`;
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

/** On paper the inputs are replaced by their values. */
function Printed({ value }: { value: string }) {
  return <p className="hidden print:block">{value}</p>;
}

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
  return (
    <Field {...common} announce>
      {(aria) => (
        <>
          <div className="flex items-center gap-2">
            <Input
              {...aria}
              name={aria.id}
              type="text"
              inputMode={text ? 'text' : 'decimal'}
              dir={text ? 'auto' : 'ltr'}
              autoComplete="off"
              value={value}
              placeholder={placeholder}
              onChange={(e) => onChange(e.target.value)}
              className={`${controlExtra} text-start`}
            />
            {unit && (
              <span className="mt-1 shrink-0 text-sm text-gray-700 print:hidden">{unit}</span>
            )}
          </div>
          <Printed value={`${value} ${unit ?? ''}`} />
        </>
      )}
    </Field>
  );
}

// The options of a select or choice, each value with its label: one helper for every select.
export { labelled } from '@/components/ui/Select';

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
  return (
    <Field {...common} announce>
      {(aria) => (
        <>
          <Select
            {...aria}
            name={aria.id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={controlExtra}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
          <Printed value={options.find((o) => o.value === value)?.label ?? value} />
        </>
      )}
    </Field>
  );
}

/**
 * Two to four exclusive choices as buttons (units, mode, method), in the WAI-ARIA radio group pattern:
 * one tab stop (the chosen option), arrow keys move to and choose the next or previous option,
 * wrapping round; in right-to-left text the left arrow is "next".
 */
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
  // The tab stop: the chosen option, or the first if the value is none of them.
  const chosen = options.some((o) => o.value === value) ? value : options[0]?.value;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[
      e.key
    ];
    if (!step) return;
    e.preventDefault();
    const at = options.findIndex((o) => o.value === chosen);
    const next = (at + step + options.length) % options.length;
    onChange(options[next]!.value);
    (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-lg border border-gray-300 p-1 print:hidden"
      data-testid={testId}
      onKeyDown={onKeyDown}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          tabIndex={o.value === chosen ? 0 : -1}
          onClick={() => onChange(o.value)}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold ${o.value === value ? 'bg-brand-600 text-white' : 'text-gray-800 hover:bg-brand-50'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** A Choice with a visible label above it, replaced by the chosen option's name on paper. */
export function ChoiceField<T extends string>({
  className,
  ...choice
}: Parameters<typeof Choice<T>>[0] & { className?: string }) {
  return (
    <div className={className}>
      <p className="text-sm font-semibold text-gray-900">{choice.label}</p>
      <div className="mt-1">
        <Choice {...choice} />
      </div>
      <Printed
        value={choice.options.find((o) => o.value === choice.value)?.label ?? choice.value}
      />
    </div>
  );
}
