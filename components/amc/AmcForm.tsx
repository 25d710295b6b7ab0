'use client';

import { ServerKeyedFooter } from '@/components/forms/ServerKeyedFooter';
import { startTransition, useActionState, useEffect, useRef, type ReactNode } from 'react';
import { amcSignUpAction } from '@/lib/amc/action';
import { Field, RequiredNote } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import type { AmcFormState } from '@/lib/amc/form-types';
import type { AmcFormText, AmcSelectField } from './types';
import type { AmcField } from '@/lib/amc/schema';

/** The visitor's order through the form: focus goes to the first field in error. */
const fieldOrder = [
  'plan',
  'units',
  'unitType',
  'propertyType',
  'emirate',
  'area',
  'startMonth',
  'fullName',
  'phone',
  'email',
  'company',
  'message',
] as const;
const fieldId = (name: string) => `amc-${name}`;

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
}) {
  const [state, formAction, pending] = useActionState<AmcFormState, FormData>(
    amcSignUpAction,
    { ok: null },
    permalink,
  );
  const refused = state.ok === false ? state : null;
  const values = { ...defaults, ...refused?.values };
  const errors = refused?.fieldErrors ?? {};
  const firstError = fieldOrder.find((f) => errors[f]);
  const hasProblem = Boolean(refused && (firstError || refused.formError));
  const focusSummary = hasProblem && (!firstError || Boolean(refused?.formError));
  const summaryRef = useRef<HTMLDivElement>(null);

  const lastState = useRef(state);
  useEffect(() => {
    if (lastState.current === state || !refused) return;
    lastState.current = state;
    const target =
      firstError && !refused.formError ? document.getElementById(fieldId(firstError)) : null;
    (target ?? summaryRef.current)?.focus();
  }, [state, refused, firstError]);

  const common = (name: (typeof fieldOrder)[number]) => ({
    id: fieldId(name),
    label: text.labels[name],
    error: errors[name],
    required: required[name],
  });
  const focusFirst = (name: string) => !focusSummary && firstError === name;

  const select = (name: AmcSelectField) => (
    <Field {...common(name)}>
      {(aria) => (
        <Select
          {...aria}
          name={name}
          defaultValue={values[name] ?? ''}
          autoFocus={focusFirst(name)}
        >
          <option value="">{text.choose}</option>
          {text.options[name].map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
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
      min?: number;
      max?: number;
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
          min={props.min}
          max={props.max}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          dir={props.type === 'tel' || props.type === 'email' ? 'ltr' : undefined}
          defaultValue={values[name] ?? ''}
          autoFocus={focusFirst(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        // Posted by hand: React resets a form after its action, which would clear what was typed when
        // the answer is a refusal.
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      noValidate
      className="space-y-6"
      data-testid="amc-form"
    >
      {hasProblem && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          autoFocus={focusSummary}
          role="alert"
          className="rounded-md bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-red-700"
          data-testid="amc-errors"
        >
          <p className="font-bold">{text.errorTitle}</p>
          {refused?.formError && <p className="mt-1">{refused.formError}</p>}
          {firstError && (
            <>
              <p className="mt-1">{text.checkFields}</p>
              <ul className="mt-1 list-disc ps-6">
                {fieldOrder
                  .filter((f) => errors[f])
                  .map((f) => (
                    <li key={f}>
                      <a href={`#${fieldId(f)}`} className="underline">
                        {errors[f]}
                      </a>
                    </li>
                  ))}
              </ul>
            </>
          )}
        </div>
      )}
      <RequiredNote>{text.requiredNote}</RequiredNote>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('plan')}
        {input('units', {
          type: 'number',
          inputMode: 'numeric',
          min: limits.units.min,
          max: limits.units.max,
        })}
        {select('unitType')}
        {select('propertyType')}
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
              autoFocus={focusFirst('message')}
            />
          )}
        </Field>
      </div>
      <ServerKeyedFooter
        hidden={hidden}
        formKey={refused?.formKey ?? formKey}
        startedAt={refused?.startedAt ?? startedAt}
        marketingChecked={values.marketingConsent === 'on'}
        text={text}
        privacyNote={privacyNote}
        pending={pending}
      />
    </form>
  );
}
