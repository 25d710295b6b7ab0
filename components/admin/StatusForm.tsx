'use client';

import { useActionState } from 'react';
import { useFocusOnAnswer } from '@/components/ui/FocusOnMount';
import { focusTarget } from '@/components/ui/focus-target';
import { useTranslations } from 'next-intl';
import { changeStatusAction, type StatusChangeResult } from '@/lib/leads/admin-actions';
import { leadStatuses } from '@/lib/leads/model';
import { Button } from '@/components/ui/Button';
import { LabelledSelect } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';

/** Status change with a note; also works as a plain form post without JavaScript. */
export function StatusForm({
  id,
  current,
  permalink,
}: {
  id: string;
  current: string;
  /** The lead page's address: the form's action attribute (components/forms/ActionForm says why). */
  permalink: string;
}) {
  const t = useTranslations('admin');
  const [state, action, pending] = useActionState<StatusChangeResult | null, FormData>(
    changeStatusAction,
    null,
    permalink,
  );
  // Each answer takes the focus: the button is disabled while sending, which leaves the focus nowhere.
  useFocusOnAnswer(state?.ok ? state : null, 'status-saved');
  return (
    <form action={action} className="space-y-3" data-testid="status-form">
      <input type="hidden" name="id" value={id} />
      <LabelledSelect
        label={t('detail.newStatus')}
        labelClassName="block text-sm font-semibold"
        name="status"
        defaultValue={current}
        size="sm"
        options={leadStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      />
      <label className="block text-sm font-semibold">
        {t('detail.note')}
        <Textarea name="note" rows={3} maxLength={1000} size="sm" />
      </label>
      <Button type="submit" disabled={pending}>
        {t('detail.save')}
      </Button>
      {state?.ok && (
        <p role="status" {...focusTarget('status-saved')} className="text-sm text-green-800">
          {t('detail.saved')}
        </p>
      )}
    </form>
  );
}
