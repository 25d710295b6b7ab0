'use client';

import type { UseFormRegister } from 'react-hook-form';
import { Field as FieldFrame } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import type { FieldSpec } from './types';

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
  const id = `field-${spec.name}`;
  const { hint, placeholder } = spec;
  const groups = [...new Set(spec.options?.map((o) => o.group))];

  return (
    <FieldFrame
      id={id}
      label={spec.label}
      hint={hint}
      error={error}
      required={spec.required}
      className={spec.half ? '' : 'sm:col-span-2'}
    >
      {(aria) => {
        const common = {
          ...aria,
          defaultValue,
          ...register(spec.name),
        };
        return spec.type === 'textarea' ? (
          <Textarea rows={5} placeholder={placeholder} {...common} />
        ) : spec.type === 'select' ? (
          <Select {...common}>
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
          </Select>
        ) : (
          <Input
            // A number is text with a numeric keyboard: type=number drops «٤٠» (an Arabic keyboard).
            type={spec.type === 'number' ? 'text' : spec.type}
            inputMode={spec.type === 'number' ? 'numeric' : undefined}
            autoComplete={spec.autoComplete}
            placeholder={placeholder}
            maxLength={
              spec.type === 'number' && spec.max ? String(spec.max).length : spec.maxLength
            }
            dir={spec.type === 'tel' || spec.type === 'email' ? 'ltr' : undefined}
            {...common}
          />
        );
      }}
    </FieldFrame>
  );
}
