'use client';

import { useActionState } from 'react';
import { changeBookingStatusAction, type BookingStatusResult } from '@/lib/booking/admin-actions';
import { Button } from '@/components/ui/Button';
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
}: {
  /** The lead page's address: the form's action attribute (components/forms/ActionForm says why). */
  permalink: string;
  bookingId: string;
  current: string;
  options: { value: string; label: string }[];
  text: { label: string; save: string; saved: string; errors: Record<string, string> };
}) {
  const [state, action, pending] = useActionState<BookingStatusResult | null, FormData>(
    changeBookingStatusAction,
    null,
    permalink,
  );
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
      <Button type="submit" disabled={pending}>
        {text.save}
      </Button>
      {state?.ok && (
        <p role="status" className="text-sm text-green-800">
          {text.saved}
        </p>
      )}
      {state?.ok === false && (
        <p role="alert" className="text-sm text-red-800">
          {text.errors[state.error]}
        </p>
      )}
    </form>
  );
}
