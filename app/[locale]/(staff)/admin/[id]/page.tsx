import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusForm } from '@/components/admin/StatusForm';
import { getViewer } from '@/lib/auth/viewer';
import { photosOfLead } from '@/lib/booking/admin-photos';
import { bookingOfLead } from '@/lib/booking/admin';
import { BookingPanel } from '@/components/admin/BookingPanel';
import { getLead } from '@/lib/leads/admin';
import { leadColumns } from '@/lib/leads/model';
import { localizedPath } from '@/lib/i18n/paths';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Locale } from '@/lib/i18n/routing';
import { FollowUpForms } from '@/components/admin/FollowUpForms';
import { ReachCustomer } from '@/components/admin/ReachCustomer';
import { History } from '@/components/history/History';
import { recordOf } from '@/lib/workspace/pipeline';
import { dubaiToday } from '@/lib/workspace/pipeline-store';
import { isActive } from '@/lib/booking/model';

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const doneKinds = ['note', 'followUp'] as const;
const errorKinds = ['note', 'followUp', 'forbidden'] as const;
const pick = <T extends string>(list: readonly T[], value: unknown) =>
  list.find((item) => item === value);

// Every stored column staff read, except the status (in the heading) and the consent (shown below).
const shown = leadColumns
  .map((c) => c.column)
  .filter((c) => c !== 'status' && c !== 'marketingConsent');

/** A thumbnail's box: the photo scaled to fit 160 × 160 CSS pixels, its shape kept. */
const THUMB = 160;
function thumbnail({ width, height }: { width: number; height: number }) {
  const scale = Math.min(1, THUMB / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** One lead: every field, the consent given, one-tap WhatsApp and call, status change and history. */
export default async function LeadPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  const query = await searchParams;
  setRequestLocale(locale);
  // The layout shows sign-in or "no access" to anyone but an admin; the page then renders nothing.
  if (!(await getViewer())?.isStaff) return null;
  const found = await getLead(id);
  if (!found) notFound();
  const { lead } = found;
  const [photos, booked, record] = await Promise.all([
    lead.kind === 'booking' ? photosOfLead(lead.id) : [],
    lead.kind === 'booking' ? bookingOfLead(lead.id) : null,
    recordOf(lead.id),
  ]);
  if (!record) notFound();
  const t = await getTranslations('admin');
  const tw = await getTranslations('workspace.record');
  const tStatus = await getTranslations('bookingManage.status.names');
  const done = pick(doneKinds, query.done);
  const failed = pick(errorKinds, query.error);
  const closed = booked
    ? !isActive(booked.booking.status)
    : lead.status === 'won' || lead.status === 'lost';
  const overdue =
    record.followUpOn !== null && record.followUpOn < dubaiToday(new Date()) && !closed;
  const format = await getFormatter();
  const messages = await getMessages();
  const when = (d: Date) =>
    format.dateTime(d, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
  const value = (key: (typeof shown)[number]) => {
    const v = lead[key];
    if (v === null || v === undefined || v === '') return null;
    if (v instanceof Date) return when(v);
    if (key === 'kind') return t(`kinds.${lead.kind}`);
    return String(v);
  };
  return (
    <article data-testid="lead-detail">
      <Link href="/admin" className="text-sm text-brand-700 underline">
        {t('detail.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{lead.name}</h1>
      <p className="mt-1 text-sm text-gray-700">
        {booked ? tStatus(booked.booking.status) : t(`statuses.${lead.status}`)} ·{' '}
        {t(`kinds.${lead.kind}`)}
      </p>
      {done && (
        <p
          role="status"
          className="mt-3 rounded-md bg-green-50 p-3 text-green-900"
          data-testid="record-done"
        >
          {tw(`done.${done}`)}
        </p>
      )}
      {failed && (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 p-3 text-red-900"
          data-testid="record-error"
        >
          {tw(`errors.${failed}`)}
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {shown.map((key) => {
            const v = value(key);
            return v ? (
              <div key={key} className={key === 'message' ? 'sm:col-span-2' : ''}>
                <dt className="text-xs font-semibold text-gray-600">{t(`detail.fields.${key}`)}</dt>
                <dd className="whitespace-pre-wrap">
                  <bdi>{v}</bdi>
                </dd>
              </div>
            ) : null;
          })}
          <div className="sm:col-span-2">
            <dt className="text-xs font-semibold text-gray-600">{t('detail.consent')}</dt>
            <dd>
              {lead.marketingConsent ? t('detail.marketingYes') : t('detail.marketingNo')} ·{' '}
              {t('detail.notice', { version: lead.noticeVersion, date: when(lead.consentAt) })}
            </dd>
          </div>
        </dl>
        <aside className="space-y-6">
          {lead.phone && (
            <ReachCustomer
              lead={{ name: lead.name, phone: lead.phone, locale: lead.locale }}
              booking={booked?.booking ?? null}
            />
          )}
          {booked && <BookingPanel booking={booked.booking} locale={locale} />}
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
        {photos.length > 0 && (
          <section className="lg:col-start-1" data-testid="booking-photos">
            <h2 className="font-bold text-brand-900">{t('detail.photos')}</h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {photos.map((photo, i) => {
                const href = `/api/admin/booking-photos/${photo.id}`;
                const size = thumbnail(photo);
                return (
                  <li key={photo.id}>
                    <a href={href} target="_blank" rel="noopener" className="block">
                      {/* A plain img: the image optimiser would fetch the photo without the session. */}
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img
                        src={href}
                        width={size.width}
                        height={size.height}
                        alt={t('detail.photoAlt', { n: i + 1, count: photos.length })}
                        loading="lazy"
                        decoding="async"
                        className="rounded-md border border-gray-200 bg-gray-100 object-cover"
                      />
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
