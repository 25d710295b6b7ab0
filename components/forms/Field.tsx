'use client';

import type { UseFormRegister } from 'react-hook-form';
import { useMessages, useTranslations } from 'next-intl';
import { isMessageKey } from '@/lib/i18n/message-key';
import type { FieldSpec } from './types';

const inputCls =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600';

/** A labelled input, select or textarea with its hint and its error, linked for screen readers. */
export function Field({
  spec,
  register,
  error,
  defaultValue,
}: {
  spec: FieldSpec;
  register: UseFormRegister<Record<string, string | boolean | undefined>>;
  error?: string;
  defaultValue?: string;
}) {
  const t = useTranslations('forms.fields');
  const id = `field-${spec.name}`;
  const fields = useMessages().forms.fields;
  const hintKey = `${spec.name}.hint`;
  const placeholderKey = `${spec.name}.placeholder`;
  const hint = isMessageKey(fields, hintKey) ? t(hintKey) : undefined;
  const placeholder = isMessageKey(fields, placeholderKey) ? t(placeholderKey) : undefined;
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': spec.required || undefined,
    ...register(spec.name),
  };
  const groups = [...new Set(spec.options?.map((o) => o.group))];

  return (
    <div className={spec.half ? '' : 'sm:col-span-2'}>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {t(`${spec.name}.label`)}
      </label>
      {spec.type === 'textarea' ? (
        <textarea rows={5} placeholder={placeholder} className={inputCls} {...common} />
      ) : spec.type === 'select' ? (
        <select className={inputCls} {...common}>
          <option value="">{placeholder}</option>
          {groups.map((g) =>
            g ? (
              <optgroup key={g} label={g}>
                {spec
                  .options!.filter((o) => o.group === g)
                  .map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
              </optgroup>
            ) : (
              spec
                .options!.filter((o) => !o.group)
                .map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))
            ),
          )}
        </select>
      ) : (
        <input
          type={spec.type}
          autoComplete={spec.autoComplete}
          placeholder={placeholder}
          min={spec.min}
          dir={spec.type === 'tel' || spec.type === 'email' ? 'ltr' : undefined}
          className={inputCls}
          {...common}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
