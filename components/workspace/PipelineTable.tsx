import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { isEmirateSlug } from '@/lib/catalogue';
import { localeFrom } from '@/lib/i18n/locales';
import { staffNames } from '@/lib/workspace/names';
import type { PipelineView } from '@/lib/workspace/pages';
import { staffMoment } from './format';
import { DataTable } from './Shells';
import { shownStatusNames } from './shown-status';

const columns = ['received', 'kind', 'name', 'contact', 'service', 'emirate', 'status'] as const;

/** A page of the pipeline: who, what, the status the customer sees, the reference and follow-up. */
export async function PipelineTable({ rows }: { rows: PipelineView['rows'] }) {
  const t = await getTranslations('admin');
  const tw = await getTranslations('workspace.pipeline');
  const tc = await getTranslations('common');
  const tn = await getTranslations('notify.staff');
  const format = await getFormatter();
  const moment = await staffMoment();
  const statusName = await shownStatusNames();
  const names = staffNames(localeFrom(await getLocale()));
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00+04:00`), {
      dateStyle: 'medium',
      timeZone: 'Asia/Dubai',
      numberingSystem: 'latn',
    });
  return (
    <>
      <DataTable
        testId="lead-table"
        headers={[
          ...columns.map((key) => ({ key, label: t(`table.${key}`) })),
          { key: 'reference', label: tw('reference') },
          { key: 'followUp', label: tw('followUp') },
        ]}
      >
        {rows.map((lead) => (
          <tr key={lead.id} className="border-b border-gray-100" data-lead={lead.id}>
            <td className="p-2 whitespace-nowrap">{moment(lead.createdAt)}</td>
            <td className="p-2">{t(`kinds.${lead.kind}`)}</td>
            <td className="p-2 font-semibold">
              <Link href={`/admin/${lead.id}`} className="text-brand-700 hover:underline">
                {lead.name}
              </Link>
            </td>
            <td className="p-2">
              <bdi dir="ltr">{lead.phone}</bdi>
              <br />
              <bdi dir="ltr" className="text-gray-600">
                {lead.email}
              </bdi>
            </td>
            <td className="p-2" data-testid="lead-service">
              {lead.service ? names.service(lead.service) : names.role(lead.role)}
            </td>
            <td className="p-2">
              {lead.emirate && isEmirateSlug(lead.emirate)
                ? tc(`emirates.${lead.emirate}`)
                : (lead.emirate ?? '')}
            </td>
            <td className="p-2" data-testid="shown-status">
              {statusName(lead.status)}
              {lead.messageFailed && <Flag testId="message-failed">{tn('failedBadge')}</Flag>}
            </td>
            <td className="p-2 font-mono whitespace-nowrap" dir="ltr">
              {lead.bookingReference ?? lead.amcReference ?? ''}
            </td>
            <td className="p-2 whitespace-nowrap">
              {lead.followUpOn ? day(lead.followUpOn) : ''}
              {lead.overdue && <Flag testId="overdue">{tw('overdueBadge')}</Flag>}
            </td>
          </tr>
        ))}
      </DataTable>
      {rows.length === 0 && <p className="p-6 text-center text-gray-600">{t('table.empty')}</p>}
    </>
  );
}

/** Something on a row staff must act on (an overdue follow-up, a failed WhatsApp message). */
function Flag({ testId, children }: { testId: string; children: string }) {
  return (
    <span
      className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800"
      data-testid={testId}
    >
      {children}
    </span>
  );
}
