'use client';

import { ServerKeyedFooter } from '@/components/forms/ServerKeyedFooter';
import type { ReactNode } from 'react';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { useRequestForm } from '@/components/forms/useRequestForm';
import { amcSignUpAction } from '@/lib/amc/action';
import { Field, RequiredNote } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import type { AmcFormState } from '@/lib/amc/form-types';
import type { AmcFormText, AmcSelectField } from './types';
import { AmcTotal } from './AmcTotal';
import type { Locale } from '@/lib/i18n/locales';
import type { AmcPriceSheet } from '@/lib/pricing/amc-total';
import { amcFieldOrder as fieldOrder, type AmcField } from '@/lib/amc/fields';

const fieldId = (name: string) => `amc-${name}`;
/** Where focus looks for the first error: the fields, then the WhatsApp question at the form's end. */
const focusOrder = [...fieldOrder, 'whatsappUpdates'];

/**
 * The AMC sign-up: one plain form that posts without JavaScript (the server renders its answer with
 * what was typed and autofocus on the first error) and, with it, posts in place and moves the focus
 * the same way. A success goes to the request's private page either way.
 */
export function AmcForm({
  permalink,
  text,
  defaults,
  hidden,
  formKey,
  startedAt,
  privacyNote,
  required,
  limits,
  prices,
  locale,
}: {
  permalink: string;
  text: AmcFormText;
  /** Pre-chosen values (the plan from "Choose Standard"). */
  defaults: Record<string, string>;
  hidden: Record<string, string>;
  formKey: string;
  startedAt: string;
  privacyNote: ReactNode;
  /** Which fields the server refuses empty (requiredFields of lib/amc/schema.ts's schema). */
  required: Record<AmcField, boolean>;
  /** The server's limits (lib/amc/schema.ts), shown as the fields' min, max and maxlength. */
  limits: { units: { min: number; max: number }; area: number };
  /** The AMC prices in force, for the total shown as the units are typed (never trusted on submit). */
  prices: AmcPriceSheet;
  locale: Locale;
}) {
  const { refused, errors, hasProblem, autoFocusField, formProps, summary, footer } =
    useRequestForm<AmcFormState>(
      amcSignUpAction,
      permalink,
      focusOrder,
      fieldId,
      { formKey, startedAt },
      text,
    );
  const values = { ...defaults, ...refused?.values };

  const common = (name: (typeof fieldOrder)[number]) => ({
    id: fieldId(name),
    label: text.labels[name],
    error: errors[name],
    required: required[name],
  });

  const select = (name: AmcSelectField) => (
    <Field {...common(name)}>
      {(aria) => (
        <Select
          {...aria}
          name={name}
          defaultValue={values[name] ?? ''}
          autoFocus={autoFocusField(name)}
          placeholder={text.choose[name]}
          options={text.options[name]}
        />
      )}
    </Field>
  );
  const input = (
    name: 'units' | 'area' | 'fullName' | 'phone' | 'email' | 'company',
    props: {
      type?: string;
      autoComplete?: string;
      hint?: ReactNode;
      placeholder?: string;
      inputMode?: 'numeric';
      maxLength?: number;
    } = {},
  ) => (
    <Field {...common(name)} hint={props.hint}>
      {(aria) => (
        <Input
          {...aria}
          name={name}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          dir={props.type === 'tel' || props.type === 'email' ? 'ltr' : undefined}
          defaultValue={values[name] ?? ''}
          autoFocus={autoFocusField(name)}
        />
      )}
    </Field>
  );

  return (
    <form {...formProps} noValidate className="space-y-6" data-testid="amc-form">
      {hasProblem && <ErrorSummary {...summary} testId="amc-errors" />}
      <RequiredNote>{text.requiredNote}</RequiredNote>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('plan')}
        {/* Text with a numeric keyboard, not type=number, which drops «٤٠» typed on an Arabic keyboard. */}
        {input('units', { inputMode: 'numeric', maxLength: 4 })}
        {select('unitType')}
        {select('propertyType')}
        <AmcTotal
          sheet={prices}
          initial={{ plan: values.plan, unitType: values.unitType, units: values.units }}
          text={text.total}
          locale={locale}
        />
        {select('emirate')}
        {input('area', { placeholder: text.areaPlaceholder, maxLength: limits.area })}
        {select('startMonth')}
        {input('fullName', { autoComplete: 'name' })}
        {input('phone', {
          type: 'tel',
          autoComplete: 'tel',
          hint: text.phoneHint,
        })}
        {input('email', {
          type: 'email',
          autoComplete: 'email',
          hint: text.emailHint,
        })}
        {input('company', { autoComplete: 'organization' })}
        <Field {...common('message')} className="sm:col-span-2">
          {(aria) => (
            <Textarea
              {...aria}
              name="message"
              rows={4}
              placeholder={text.messagePlaceholder}
              defaultValue={values.message ?? ''}
              autoFocus={autoFocusField('message')}
            />
          )}
        </Field>
      </div>
      <ServerKeyedFooter
        hidden={hidden}
        {...footer}
        text={text}
        privacyNote={privacyNote}
        whatsapp={text.whatsapp}
        whatsappId={fieldId('whatsappUpdates')}
        whatsappError={errors.whatsappUpdates}
      />
    </form>
  );
}
