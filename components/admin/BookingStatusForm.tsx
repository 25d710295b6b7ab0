'use client';

import { useActionState } from 'react';
import { useFocusOnAnswer } from '@/components/ui/FocusOnMount';
import { focusTarget } from '@/components/ui/focus-target';
import { changeBookingStatusAction, type BookingStatusResult } from '@/lib/booking/admin-actions';
import { MAX_REASON } from '@/lib/booking/model';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { LabelledSelect } from '@/components/ui/Select';

/**
 * A booking's status, set by staff; also a plain form post without JavaScript. Its words come
 * formatted from the server (the page's language), so this leaf loads no messages.
 */
export function BookingStatusForm({
  bookingId,
  current,
  options,
  text,
  permalink,
  hint,
  reasonLabel,
}: {
  /** The lead page's address: the form's action attribute (components/forms/ActionForm says why). */
  permalink: string;
  bookingId: string;
  current: string;
  options: { value: string; label: string }[];
  text: { label: string; save: string; saved: string; errors: Record<string, string> };
  /** Why some statuses wait for the visit's day, when they do. */
  hint?: string;
  /** The label of the reason field an admin gives to set a status outside the visit's day. */
  reasonLabel?: string;
}) {
  const [state, action, pending] = useActionState<BookingStatusResult | null, FormData>(
    changeBookingStatusAction,
    null,
    permalink,
  );
  // Each answer takes the focus: the button is disabled while sending, which leaves the focus nowhere.
  useFocusOnAnswer(state, state?.ok === false ? 'booking-status-error' : 'booking-status-saved');
  return (
    <form action={action} className="space-y-3" data-testid="booking-status-form">
      <input type="hidden" name="bookingId" value={bookingId} />
      <LabelledSelect
        label={text.label}
        labelClassName="block text-sm font-semibold"
        name="status"
        defaultValue={current}
        size="sm"
        options={options}
      />
      {hint && (
        <p className="text-sm text-gray-700" data-testid="visit-day-hint">
          {hint}
        </p>
      )}
      {reasonLabel && (
        <label className="block text-sm">
          {reasonLabel}
          <Input name="reason" maxLength={MAX_REASON} size="sm" className="mt-1 w-full" />
        </label>
      )}
      <Button type="submit" disabled={pending}>
        {text.save}
      </Button>
      {state?.ok && (
        <p
          role="status"
          {...focusTarget('booking-status-saved')}
          className="text-sm text-green-800"
        >
          {text.saved}
        </p>
      )}
      {state?.ok === false && (
        <p role="alert" {...focusTarget('booking-status-error')} className="text-sm text-red-800">
          {text.errors[state.error]}
        </p>
      )}
    </form>
  );
}
