'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { changeStatusAction, type StatusChangeResult } from '@/lib/leads/admin-actions';
import { leadStatuses } from '@/lib/leads/model';

/** Status change with a note; also works as a plain form post without JavaScript. */
export function StatusForm({ id, current }: { id: string; current: string }) {
  const t = useTranslations('admin');
  const [state, action, pending] = useActionState<StatusChangeResult | null, FormData>(
    changeStatusAction,
    null,
  );
  return (
    <form action={action} className="space-y-3" data-testid="status-form">
      <input type="hidden" name="id" value={id} />
      <label className="block text-sm font-semibold">
        {t('detail.newStatus')}
        <select
          name="status"
          defaultValue={current}
          className="mt-1 block w-full rounded-md border border-gray-300 px-2 py-1.5"
        >
          {leadStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        {t('detail.note')}
        <textarea
          name="note"
          rows={3}
          maxLength={1000}
          className="mt-1 block w-full rounded-md border border-gray-300 px-2 py-1.5"
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-70"
      >
        {t('detail.save')}
      </button>
      {state?.ok && (
        <p role="status" className="text-sm text-green-800">
          {t('detail.saved')}
        </p>
      )}
    </form>
  );
}
