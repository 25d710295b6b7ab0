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
import type { BookingFormState, DayOption, SlotOption } from '@/lib/booking/form-types';
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
const fieldOrder = ['slot', 'fullName', 'phone', 'email', 'message', 'photos'];
const fieldId = (name: string) => `booking-${name}`;

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
            <div role="group" aria-label={text.days} className="mb-4 flex flex-wrap gap-2">
              {calendar.map((d) => (
                <button
                  key={d.date}
                  type="button"
                  aria-pressed={day === d.date}
                  disabled={Boolean(d.closedNote)}
                  onClick={() => setDay(d.date)}
                  className="rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-brand-50 disabled:border-gray-200 disabled:text-gray-500 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
                >
                  {d.short}
                </button>
              ))}
            </div>
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
          <TextInput
            name="fullName"
            autoComplete="name"
            text={text}
            echoed={echoed}
            error={errorFor('fullName')}
            autoFocus={autoFocusField('fullName')}
            required={required.fullName}
          />
          <TextInput
            name="phone"
            type="tel"
            autoComplete="tel"
            text={text}
            echoed={echoed}
            error={errorFor('phone')}
            autoFocus={autoFocusField('phone')}
            required={required.phone}
          />
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            text={text}
            echoed={echoed}
            error={errorFor('email')}
            autoFocus={autoFocusField('email')}
            required={required.email}
            wide
          />
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
          spaced
        />
      </section>
    </form>
  );
}

function DaySlots({
  day,
  title,
  hidden,
  chosen,
  onChoose,
}: {
  day: DayOption;
  title: string;
  hidden: boolean;
  chosen: string;
  onChoose: (value: string) => void;
}) {
  return (
    <div
      hidden={hidden}
      className="border-t border-gray-100 py-3 first-of-type:border-t-0"
      data-day={day.date}
    >
      <p className="text-sm font-bold text-gray-900">{title}</p>
      {day.closedNote ? (
        <p className="mt-1 text-sm text-gray-600">{day.closedNote}</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {day.slots.map((s) => (
            <SlotRadio key={s.value} slot={s} chosen={chosen} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SlotRadio({
  slot,
  chosen,
  onChoose,
}: {
  slot: SlotOption;
  chosen: string;
  onChoose: (value: string) => void;
}) {
  const open = slot.state === 'open';
  return (
    <li>
      <label
        className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm ${
          open
            ? 'cursor-pointer border-gray-300 text-gray-900 has-checked:border-brand-600 has-checked:bg-brand-50'
            : 'border-gray-200 bg-gray-50 text-gray-600'
        }`}
      >
        <input
          type="radio"
          name="slot"
          value={slot.value}
          disabled={!open}
          checked={open && chosen === slot.value}
          onChange={() => onChoose(slot.value)}
          className="size-4"
        />
        <span className="font-semibold">{slot.label}</span>
        <span className="ms-auto text-xs">{slot.note}</span>
      </label>
    </li>
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
