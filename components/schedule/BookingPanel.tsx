import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ActionForm, type RedirectingAction } from '@/components/forms/ActionForm';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { LabelledSelect } from '@/components/ui/Select';
import { PANEL, Section } from '@/components/workspace/Shells';
import type { DayView } from '@/lib/booking/calendar';
import { dubaiToday } from '@/lib/clock';
import { MAX_REASON, staffTransitions, visitDayAllows } from '@/lib/booking/model';
import { areaName, longDate, serviceName, windowLabel } from '@/lib/booking/recap';
import type { Technician } from '@/lib/booking/technicians';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { assignAction, moveAction, statusAction } from '@/lib/schedule/actions';
import { scheduleSearch, type ScheduleQuery } from '@/lib/schedule/query';
import type { ScheduledBooking } from '@/lib/schedule/view';
import { scheduleText } from './schedule-text';

/**
 * One booking's work on the schedule: who goes, when, and where the visit stands. Three plain forms;
 * each posts back to the same schedule view (the hidden fields name it) with the outcome.
 */
export async function BookingPanel({
  locale,
  query,
  booking,
  days,
  technicians,
  isAdmin,
}: {
  locale: Locale;
  query: ScheduleQuery;
  booking: ScheduledBooking;
  days: DayView[];
  technicians: Technician[];
  /** An admin may set a status outside the visit's day, with a reason. */
  isAdmin: boolean;
}) {
  const { t, tz, words } = await scheduleText(locale, 'schedule.panel');
  const tStatus = await getTranslations('bookingManage.status.names');
  const permalink = `${localizedPath(locale, '/admin/schedule')}?${scheduleSearch(query)}`;
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="day" value={query.day} />
      <input type="hidden" name="view" value={query.view} />
      {query.zone && <input type="hidden" name="zone" value={query.zone} />}
      <input type="hidden" name="booking" value={booking.id} />
    </>
  );
  const offered = technicians.filter((x) => x.active || x.id === booking.technicianId);
  const next = staffTransitions[booking.status];
  const open = days
    .map((d) => ({ date: d.date, slots: d.slots.filter((s) => s.state === 'open') }))
    .filter((d) => d.slots.length > 0);
  const active = next.length > 0;
  // Some of the next statuses wait for the visit's day (lib/booking/model.ts): say so before a refusal.
  const waiting = next.some((s) => !visitDayAllows(s, booking.day, dubaiToday()));
  return (
    <Section
      anchor="booking-panel"
      id="booking-panel-heading"
      heading={t('heading', { reference: booking.reference })}
      className={PANEL}
      data-testid="booking-panel"
    >
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact term={t('customer')}>{booking.name}</Fact>
        {booking.phone && (
          <Fact term={t('phone')}>
            <a href={`tel:${booking.phone}`} className="text-brand-700 underline" dir="ltr">
              {booking.phone}
            </a>
          </Fact>
        )}
        <Fact term={t('when')} testId="panel-when">
          {t('whenValue', {
            day: longDate(booking.day, locale),
            window: windowLabel(words, booking.window),
          })}
        </Fact>
        {booking.service && (
          <Fact term={t('service')} testId="panel-service">
            {serviceName(booking.service, locale, { withCategory: true })}
          </Fact>
        )}
        <Fact term={t('zone')}>
          {tz(booking.zone)}
          {booking.area ? ` · ${areaName(booking.emirate, booking.area, locale)}` : ''}
        </Fact>
        <Fact term={t('status')} testId="panel-status">
          {tStatus(booking.status)}
        </Fact>
        <Fact term={t('technician')} testId="panel-technician">
          {booking.technicianName ?? t('nobody')}
        </Fact>
      </dl>
      <p className="mt-2 text-sm">
        <a
          href={localizedPath(locale, `/admin/${booking.leadId}`)}
          className="text-brand-700 underline"
        >
          {t('record')}
        </a>
      </p>

      {active ? (
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <PanelForm
            action={assignAction}
            permalink={permalink}
            testId="assign-form"
            hidden={hidden}
          >
            <LabelledSelect
              label={t('assignLabel')}
              labelClassName="block text-sm font-semibold"
              name="technician"
              defaultValue={booking.technicianId ?? ''}
              size="sm"
              placeholder={t('nobody')}
              options={offered.map((x) => ({ value: x.id, label: x.name }))}
            />
            <Button type="submit" size="sm">
              {t('assign')}
            </Button>
          </PanelForm>

          <PanelForm action={moveAction} permalink={permalink} testId="move-form" hidden={hidden}>
            <LabelledSelect
              label={t('moveLabel')}
              labelClassName="block text-sm font-semibold"
              name="slot"
              required
              defaultValue=""
              size="sm"
            >
              <option value="" disabled>
                {t('movePick')}
              </option>
              {open.map((d) => (
                <optgroup key={d.date} label={longDate(d.date, locale)}>
                  {d.slots.map((s) => (
                    <option key={s.window} value={`${s.date}_${s.window}`}>
                      {t('moveOption', {
                        day: longDate(s.date, locale),
                        window: windowLabel(words, s.window),
                        left: s.left,
                      })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </LabelledSelect>
            <Button type="submit" size="sm">
              {t('move')}
            </Button>
          </PanelForm>

          <PanelForm
            action={statusAction}
            permalink={permalink}
            testId="status-form"
            hidden={hidden}
          >
            <p className="text-sm font-semibold">{t('statusLabel')}</p>
            {waiting && (
              <p className="text-sm text-gray-700" data-testid="visit-day-hint">
                {t('visitDayHint', { day: longDate(booking.day, locale) })}
              </p>
            )}
            {waiting && isAdmin && (
              <label className="block text-sm">
                {t('reasonLabel')}
                <Input name="reason" maxLength={MAX_REASON} size="sm" className="mt-1 w-full" />
              </label>
            )}
            <div className="flex flex-wrap gap-2">
              {next.map((s) => (
                <Button
                  key={s}
                  type="submit"
                  name="status"
                  value={s}
                  size="sm"
                  variant={s === 'cancelled' || s === 'no_show' ? 'neutral' : 'secondary'}
                >
                  {t(`mark.${s}`)}
                </Button>
              ))}
            </div>
          </PanelForm>
        </div>
      ) : (
        <p className="mt-4 text-gray-700">{t('ended')}</p>
      )}
    </Section>
  );
}

/** A fact about the booking: its name and value. */
function Fact({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-gray-600">{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** One of the panel's forms: it posts back to the same schedule view (the hidden fields name it). */
function PanelForm({
  action,
  permalink,
  testId,
  hidden,
  children,
}: {
  action: RedirectingAction;
  permalink: string;
  testId: string;
  hidden: ReactNode;
  children: ReactNode;
}) {
  return (
    <ActionForm action={action} permalink={permalink} className="space-y-2" data-testid={testId}>
      {hidden}
      {children}
    </ActionForm>
  );
}
