import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusForm } from '@/components/admin/StatusForm';
import { telHref, whatsappHref } from '@/lib/config/contact-links';
import { getViewer } from '@/lib/auth/viewer';
import { photosOfLead } from '@/lib/booking/admin-photos';
import { bookingOfLead } from '@/lib/booking/admin';
import { BookingPanel } from '@/components/admin/BookingPanel';
import { getLead } from '@/lib/leads/admin';
import { leadColumns } from '@/lib/leads/model';
import { localizedPath } from '@/lib/i18n/paths';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { buttonClass } from '@/components/ui/Button';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale; id: string }> };

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
export default async function LeadPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  // The layout shows sign-in or "no access" to anyone but an admin; the page then renders nothing.
  if (!(await getViewer())?.isStaff) return null;
  const found = await getLead(id);
  if (!found) notFound();
  const { lead, events } = found;
  const photos = lead.kind === 'booking' ? await photosOfLead(lead.id) : [];
  const booked = lead.kind === 'booking' ? await bookingOfLead(lead.id) : null;
  const t = await getTranslations('admin');
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
        {t(`statuses.${lead.status}`)} · {t(`kinds.${lead.kind}`)}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {lead.phone && (
          <a
            href={whatsappHref(lead.phone, '')}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md bg-whatsapp-dark px-4 py-2 font-semibold text-white"
          >
            {t('detail.whatsapp')}
          </a>
        )}
        {lead.phone && (
          <a href={telHref(lead.phone)} className={buttonClass({ variant: 'secondary' })}>
            {t('detail.call')} <bdi dir="ltr">{lead.phone}</bdi>
          </a>
        )}
      </div>
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
          {booked && <BookingPanel {...booked} locale={locale} />}
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
          <section>
            <h2 className="font-bold text-brand-900">{t('detail.history')}</h2>
            {events.length === 0 ? (
              <p className="mt-2 text-sm text-gray-600">{t('detail.noHistory')}</p>
            ) : (
              <ol className="mt-2 space-y-3 text-sm" data-testid="lead-history">
                {events.map((e) => (
                  <li key={e.id}>
                    <p className="font-semibold">
                      {t('detail.historyEntry', {
                        from: t(`statuses.${e.fromStatus}`),
                        to: t(`statuses.${e.toStatus}`),
                        actor: e.actorEmail,
                      })}
                    </p>
                    <p className="text-gray-600">{when(e.createdAt)}</p>
                    {e.note && <p className="mt-1 whitespace-pre-wrap">{e.note}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>
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
