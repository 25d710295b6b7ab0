'use client';

import { ServerKeyedFooter } from '@/components/forms/ServerKeyedFooter';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { bookAction } from '@/lib/booking/action';
import { FocusOnMount } from '@/components/ui/FocusOnMount';
import { focusTarget } from '@/components/ui/focus-target';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { useRequestForm } from '@/components/forms/useRequestForm';
import { Field, RequiredNote } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import type { BookingFormState, DayOption } from '@/lib/booking/form-types';
import { DayButtons, DaySlots } from './DayPicker';
import type { BookingDetailsField, BookingFormText } from './types';

const noSubscription = () => () => {};
/** True once hydrated: the day picker becomes a row of day buttons only when a script runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The order focus looks for the first error in: the visitor's order through the form. */
const fieldOrder = ['slot', 'fullName', 'phone', 'email', 'message', 'photos', 'whatsappUpdates'];
const fieldId = (name: string) => `booking-${name}`;
/** The visitor's name, phone and e-mail, in this order: one TextInput each. */
const contactInputs = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', wide: true },
] as const;

/** The day to show: the chosen window's, else the first with an open window, else the first. */
const openDay = (value: string, calendar: DayOption[]) =>
  calendar.find((d) => value && value.startsWith(d.date))?.date ??
  calendar.find((d) => d.slots.some((s) => s.state === 'open'))?.date ??
  calendar[0]?.date;

/**
 * Step 2 of the booking: the day and window, the contact details, the photos and the confirm button.
 * Without JavaScript it is one plain multipart form with every day's windows as radios; with it the
 * same inputs show a day at a time. The server's answer (rendered by the server after a plain post)
 * keeps what was typed, and focus goes to the first error.
 */
export function BookingForm({
  permalink,
  hidden,
  days,
  text,
  privacyNote,
  formKey,
  startedAt,
  required,
  focusKey,
}: {
  /** Set when the visitor has just arrived at this step: the focus lands on its heading (one per page of days). */
  focusKey?: string;
  /** This step's own address: the form's action attribute (see components/forms/ActionForm). */
  permalink: string;
  /** Step 1's values, the locale and the calendar page: posted along unchanged. */
  hidden: Record<string, string>;
  days: DayOption[];
  text: BookingFormText;
  privacyNote: ReactNode;
  formKey: string;
  startedAt: string;
  /** Which fields the server refuses empty (requiredFields of lib/booking/schema.ts's bookingSchema). */
  required: Record<BookingDetailsField, boolean>;
}) {
  const hydrated = useHydrated();
  // What the visitor picked since the last answer; null: what that answer (or none) chose stands.
  const [picked, setPicked] = useState<{ slot: string; day?: string } | null>(null);
  const { refused, errors, hasProblem, autoFocusField, formProps, summary, footer } =
    useRequestForm<BookingFormState>(
      bookAction,
      permalink,
      fieldOrder,
      fieldId,
      { formKey, startedAt },
      text,
      () =>
        // A new answer may have replaced the chosen window by a next free one: it stands again.
        setPicked(null),
    );
  const echoed = refused?.values ?? {};
  const calendar = refused?.calendar ?? days;
  const slot = picked?.slot ?? echoed.slot ?? '';
  const day = picked?.day ?? openDay(slot, calendar);
  const setSlot = (value: string) => setPicked({ slot: value, day: openDay(value, calendar) });
  const setDay = (value: string) => setPicked({ slot, day: value });

  const errorFor = (name: string) => errors[name];
  const detailsShown = !hydrated || Boolean(slot) || hasProblem;

  return (
    <form {...formProps} className="space-y-8" data-testid="booking-form">
      {hasProblem && (
        <ErrorSummary {...summary} testId="booking-errors">
          {refused?.nextSlots && refused.nextSlots.length > 0 && (
            <fieldset className="mt-3">
              <legend className="sr-only">{text.legend}</legend>
              <ul className="space-y-2">
                {refused.nextSlots.map((s) => (
                  <li key={s.value}>
                    <label className="flex items-center gap-2 font-semibold">
                      <input
                        type="radio"
                        name="slot"
                        value={s.value}
                        checked={slot === s.value}
                        onChange={() => setSlot(s.value)}
                        className="size-4"
                      />
                      {s.label}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </ErrorSummary>
      )}

      <section aria-labelledby="booking-slot-heading">
        <h2
          {...(focusKey ? focusTarget('booking-slot-heading') : { id: 'booking-slot-heading' })}
          className="text-xl font-bold text-brand-900"
        >
          {text.slotStep}
        </h2>
        {focusKey && <FocusOnMount key={focusKey} id="booking-slot-heading" />}
        <fieldset
          id={fieldId('slot')}
          tabIndex={-1}
          autoFocus={autoFocusField('slot')}
          aria-describedby={errors.slot ? `${fieldId('slot')}-error` : undefined}
          className="mt-3 rounded-lg border border-gray-200 p-4"
        >
          <legend className="px-1 text-sm font-semibold text-gray-900">{text.legend}</legend>
          {errors.slot && (
            <p id={`${fieldId('slot')}-error`} className="mb-2 text-sm font-medium text-red-700">
              {errors.slot}
            </p>
          )}
          {!calendar.some((d) => d.slots.some((s) => s.state === 'open')) && (
            <p className="mb-2 text-sm text-gray-700">{text.noneOpen}</p>
          )}
          {hydrated && (
            <DayButtons calendar={calendar} day={day} label={text.days} onChoose={setDay} />
          )}
          {calendar.map((d) => (
            <DaySlots
              key={d.date}
              day={d}
              title={text.windowsOf[d.date] ?? d.label}
              hidden={hydrated && day !== d.date}
              chosen={slot}
              onChoose={setSlot}
            />
          ))}
        </fieldset>
      </section>

      <section aria-labelledby="booking-details-heading" hidden={!detailsShown}>
        <h2 id="booking-details-heading" className="text-xl font-bold text-brand-900">
          {text.details}
        </h2>
        <RequiredNote className="mt-1">{text.requiredNote}</RequiredNote>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {contactInputs.map((input) => (
            <TextInput
              key={input.name}
              {...input}
              text={text}
              echoed={echoed}
              error={errorFor(input.name)}
              autoFocus={autoFocusField(input.name)}
              required={required[input.name]}
            />
          ))}
          <Field
            id={fieldId('message')}
            label={text.fields.message.label}
            error={errorFor('message')}
            required={required.message}
            className="sm:col-span-2"
          >
            {(aria) => (
              <Textarea
                {...aria}
                name="message"
                rows={4}
                placeholder={text.fields.message.placeholder}
                defaultValue={echoed.message ?? ''}
                autoFocus={autoFocusField('message')}
              />
            )}
          </Field>
          <Field
            id={fieldId('photos')}
            label={text.fields.photos.label}
            hint={text.fields.photos.hint}
            error={errorFor('photos')}
            className="sm:col-span-2"
          >
            {(aria) => (
              <input
                {...aria}
                type="file"
                name="photos"
                multiple
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                autoFocus={autoFocusField('photos')}
                className="mt-1 block w-full text-sm text-gray-900 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
              />
            )}
          </Field>
        </div>
        <ServerKeyedFooter
          hidden={hidden}
          {...footer}
          text={{ ...text, submit: text.confirm }}
          privacyNote={privacyNote}
          whatsapp={text.whatsapp}
          whatsappId={fieldId('whatsappUpdates')}
          whatsappError={errors.whatsappUpdates}
          spaced
        />
      </section>
    </form>
  );
}

function TextInput({
  name,
  type = 'text',
  autoComplete,
  text,
  echoed,
  error,
  autoFocus,
  required,
  wide,
}: {
  name: 'fullName' | 'phone' | 'email';
  type?: 'text' | 'tel' | 'email';
  autoComplete: string;
  text: BookingFormText;
  echoed: Record<string, string>;
  error?: string;
  autoFocus: boolean;
  required?: boolean;
  wide?: boolean;
}) {
  const words = text.fields[name];
  return (
    <Field
      id={fieldId(name)}
      label={words.label}
      hint={words.hint}
      error={error}
      required={required}
      className={wide ? 'sm:col-span-2' : ''}
    >
      {(aria) => (
        <Input
          {...aria}
          type={type}
          name={name}
          autoComplete={autoComplete}
          dir={type === 'text' ? undefined : 'ltr'}
          defaultValue={echoed[name] ?? ''}
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
