import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AmcPanel } from '@/components/admin/AmcPanel';
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
import { StatusForm } from '@/components/admin/StatusForm';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { LinesTable } from '@/components/pricing/LinesTable';
import { basketText } from '@/lib/pricing/basket-text';
import { serverText } from '@/lib/i18n/server-text';
import { FlashMessages } from '@/components/workspace/Flash';
import { isActive } from '@/lib/booking/model';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { readFlash } from '@/lib/workspace/flash';
import { recordFlash } from '@/lib/workspace/flash-rules';
import { leadView } from '@/lib/workspace/pages';
import { isLeadKind } from '@/lib/leads/model';
import { leadReference } from '@/lib/leads/reference';
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
  const t = await getTranslations('admin');
  const tStatus = await getTranslations('bookingManage.status.names');
  const closed = booked
    ? !isActive(booked.booking.status)
    : lead.status === 'won' || lead.status === 'lost';
  const overdue = record.followUpOn !== null && record.followUpOn < dubaiToday() && !closed;
  const messages = await getMessages();
  return (
    <article data-testid="lead-detail">
      <Link href="/admin" className="text-sm text-brand-700 underline">
        {t('detail.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{lead.name}</h1>
      <p className="mt-1 text-sm text-gray-700">
        {booked ? tStatus(booked.booking.status) : t(`statuses.${lead.status}`)} ·{' '}
        {t(`kinds.${lead.kind}`)}
        {isLeadKind(lead.kind) && (
          <>
            {' · '}
            <span dir="ltr" data-testid="lead-reference">
              {leadReference(lead.id)}
            </span>
          </>
        )}
      </p>
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
          <section className="rounded-lg border border-gray-200 p-4">
            <h2 className="font-bold text-brand-900">{t('detail.changeStatus')}</h2>
            <div className="mt-3">
              <NextIntlClientProvider messages={{ admin: messages.admin }}>
                <StatusForm
                  id={lead.id}
                  current={lead.status}
                  permalink={localizedPath(locale, `/admin/${lead.id}`)}
                />
              </NextIntlClientProvider>
            </div>
          </section>
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
