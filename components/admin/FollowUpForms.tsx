import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/forms/ActionForm';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { longDate } from '@/lib/booking/recap';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { addNoteAction, setFollowUpAction } from '@/lib/workspace/pipeline-actions';

/** Follow-up date (set or clear) and a new note: plain posted forms, answered on the record page. */
export async function FollowUpForms({
  leadId,
  followUpOn,
  overdue,
  locale,
}: {
  leadId: string;
  followUpOn: string | null;
  overdue: boolean;
  locale: Locale;
}) {
  const t = await getTranslations('workspace.record');
  const permalink = localizedPath(locale, `/admin/${leadId}`);
  const hidden = (
    <>
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  return (
    <>
      <section className="rounded-lg border border-gray-200 p-4" data-testid="follow-up">
        <h2 className="font-bold text-brand-900">{t('followUp.heading')}</h2>
        <p className="mt-1 text-sm" data-testid="follow-up-current">
          {followUpOn
            ? t('followUp.current', { date: longDate(followUpOn, locale) })
            : t('followUp.none')}
        </p>
        {overdue && (
          <p className="mt-1 text-sm font-semibold text-red-800" data-testid="follow-up-overdue">
            {t('followUp.overdue')}
          </p>
        )}
        <ActionForm action={setFollowUpAction} permalink={permalink} className="mt-3 space-y-3">
          {hidden}
          <label className="block text-sm font-semibold">
            {t('followUp.label')}
            <Input type="date" name="date" defaultValue={followUpOn ?? ''} size="sm" />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm">
              {t('followUp.set')}
            </Button>
            {followUpOn && (
              <Button type="submit" name="clear" value="1" size="sm" variant="neutral">
                {t('followUp.clear')}
              </Button>
            )}
          </div>
        </ActionForm>
      </section>
      <section className="rounded-lg border border-gray-200 p-4" data-testid="add-note">
        <h2 className="font-bold text-brand-900">{t('notes.heading')}</h2>
        <ActionForm action={addNoteAction} permalink={permalink} className="mt-3 space-y-3">
          {hidden}
          <label className="block text-sm font-semibold">
            {t('notes.label')}
            <Textarea name="note" rows={3} maxLength={2000} required size="sm" />
          </label>
          <Button type="submit" size="sm">
            {t('notes.add')}
          </Button>
        </ActionForm>
      </section>
    </>
  );
}
