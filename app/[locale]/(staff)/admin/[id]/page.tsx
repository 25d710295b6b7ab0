import { notFound } from 'next/navigation';
import { AmcPanel } from '@/components/admin/AmcPanel';
import { RecordHeading } from '@/components/admin/RecordHeading';
import { StatusSection } from '@/components/admin/StatusSection';
import { BookingPanel } from '@/components/admin/BookingPanel';
import { InvoicePanel } from '@/components/invoices/InvoicePanel';
import { invoicesOfRequest } from '@/lib/invoices/staff';
import { FollowUpForms } from '@/components/admin/FollowUpForms';
import { LeadFields } from '@/components/admin/LeadFields';
import { LeadPhotos } from '@/components/admin/LeadPhotos';
import { ReachCustomer } from '@/components/admin/ReachCustomer';
import { History } from '@/components/history/History';
import { MessagesPanel } from '@/components/notify/MessagesPanel';
import { whatsappSettings } from '@/lib/notify/config';
import { LinesTable } from '@/components/pricing/LinesTable';
import { basketText } from '@/lib/pricing/basket-text';
import { serverText } from '@/lib/i18n/server-text';
import { FlashMessages } from '@/components/workspace/Flash';
import { isActive } from '@/lib/booking/model';
import type { Locale } from '@/lib/i18n/routing';
import { readFlash } from '@/lib/workspace/flash';
import { recordFlash } from '@/lib/workspace/flash-rules';
import { leadView } from '@/lib/workspace/pages';
import { dubaiToday } from '@/lib/clock';
import { openStaffPage, type StaffPageProps } from '../../_routes/staff-page';

type Props = Omit<StaffPageProps, 'params'> & { params: Promise<{ locale: Locale; id: string }> };

/** One lead: every field, the consent given, one-tap WhatsApp and call, status change and history. */
export default async function LeadPage({ params, searchParams }: Props) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  const { id } = await params;
  const query = await searchParams;
  const view = await leadView(id);
  if (!view) notFound();
  const { lead, photos, booked, record, lines, messages: sent } = view;
  const closed = booked
    ? !isActive(booked.booking.status)
    : lead.status === 'won' || lead.status === 'lost';
  const overdue = record.followUpOn !== null && record.followUpOn < dubaiToday() && !closed;
  return (
    <article data-testid="lead-detail">
      <RecordHeading lead={lead} bookingStatus={booked?.booking.status ?? null} />
      <FlashMessages
        flashes={readFlash(query, recordFlash)}
        locale={locale}
        testId={{ ok: 'record-done', error: 'record-error' }}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <LeadFields lead={lead} locale={locale} />
          {/* The lines and totals as the customer saw them when sending the request. */}
          <LinesTable
            lines={lines}
            text={basketText(locale)}
            locale={locale}
            testId="record-lines"
            caption={serverText(locale)('basket.staffHeading')}
          />
        </div>
        <aside className="space-y-6">
          {lead.phone && (
            <ReachCustomer
              lead={{ name: lead.name, phone: lead.phone, locale: lead.locale }}
              booking={booked?.booking ?? null}
              templatesByApi={
                Boolean(booked && whatsappSettings()) &&
                Boolean(lead.whatsappConsentAt) &&
                !lead.whatsappStoppedAt
              }
            />
          )}
          {booked && (
            <BookingPanel booking={booked.booking} locale={locale} isAdmin={viewer.isAdmin} />
          )}
          {booked && (sent.length > 0 || whatsappSettings()) && (
            <MessagesPanel
              leadId={lead.id}
              canSend={Boolean(whatsappSettings())}
              status={booked.booking.status}
              messages={sent}
              locale={locale}
              consent={{ at: lead.whatsappConsentAt, stoppedAt: lead.whatsappStoppedAt }}
            />
          )}
          {booked && (
            <InvoicePanel
              booking={booked.booking}
              issued={await invoicesOfRequest(lead.id)}
              locale={locale}
              isAdmin={viewer.isAdmin}
            />
          )}
          {lead.kind === 'amc' && lead.estimate !== null && (
            <AmcPanel lead={lead} locale={locale} />
          )}
          <FollowUpForms
            leadId={lead.id}
            followUpOn={record.followUpOn}
            overdue={overdue}
            locale={locale}
          />
          <StatusSection id={lead.id} current={lead.status} locale={locale} />
          <History
            entries={record.timeline}
            audience="staff"
            locale={locale}
            technicianNames={booked?.technicianNames}
          />
        </aside>
        {photos.length > 0 && <LeadPhotos photos={photos} />}
      </div>
    </article>
  );
}
