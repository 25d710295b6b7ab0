import type { ReactNode } from 'react';
import type { DayView } from '@/lib/booking/calendar';
import { cancelBookingAction, moveBookingAction } from '@/lib/booking/manage-action';
import { DAYS_SHOWN, slotValue } from '@/lib/booking/model';
import { longDate, windowLabel } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';
import { Button } from '@/components/ui/Button';
import { ActionForm, type RedirectingAction } from '@/components/forms/ActionForm';
import { PrivateSection } from './PrivatePage';
import { localizedPath } from '@/lib/i18n/paths';

interface Props {
  t: ServerText;
  token: string;
  locale: Locale;
  current: { day: string; window: string };
  days: DayView[];
  phone: string;
}

// Plain forms posting server actions: without JavaScript the browser posts them and follows the
// redirect; with it, Next sends the same post and renders the page it redirects to.

/** A form of the booking's private page: it comes back to the page and names the booking and language. */
function ChangeForm({
  action,
  token,
  locale,
  testId,
  className,
  children,
}: {
  action: RedirectingAction;
  token: string;
  locale: Locale;
  testId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <ActionForm
      action={action}
      permalink={localizedPath(locale, `/book/${token}`)}
      data-testid={testId}
      className={className}
      noValidate
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {children}
    </ActionForm>
  );
}

/** Another free window of the booking's zone (the current one marked), then the cancel form. */
export function ChangeForms({ t, token, locale, current, days, phone }: Props) {
  const offered = days
    .map((day) => ({
      ...day,
      slots: day.slots.filter(
        (s) => s.state === 'open' || (s.date === current.day && s.window === current.window),
      ),
    }))
    .filter((day) => day.slots.length > 0);
  const anyOpen = offered.some((d) =>
    d.slots.some((s) => !(s.date === current.day && s.window === current.window)),
  );
  return (
    <>
      <PrivateSection id="move-heading" title={t('bookingManage.move.heading')} card>
        {anyOpen ? (
          <ChangeForm
            action={moveBookingAction}
            token={token}
            locale={locale}
            testId="move-form"
            className="mt-3"
          >
            <p className="text-gray-700">{t('bookingManage.move.intro')}</p>
            <div className="mt-4 space-y-4">
              {offered.map((day) => (
                <fieldset key={day.date}>
                  <legend className="font-semibold text-gray-900">
                    {longDate(day.date, locale)}
                  </legend>
                  <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                    {day.slots.map((slot) => {
                      const isCurrent = slot.date === current.day && slot.window === current.window;
                      return (
                        <li key={slot.window}>
                          <label className="flex items-center gap-2 rounded-md border border-gray-300 px-3 py-2 has-checked:border-brand-600 has-disabled:bg-gray-50">
                            <input
                              type="radio"
                              name="slot"
                              value={slotValue(slot.date, slot.window)}
                              disabled={isCurrent}
                              defaultChecked={isCurrent}
                              required
                            />
                            <span>
                              {windowLabel(t, slot.window)}
                              <span className="block text-sm text-gray-600">
                                {isCurrent
                                  ? t('bookingManage.move.current')
                                  : t('bookingManage.move.left', { left: slot.left })}
                              </span>
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              ))}
            </div>
            <Button type="submit" className="mt-4">
              {t('bookingManage.move.submit')}
            </Button>
          </ChangeForm>
        ) : (
          <p className="mt-3">{t('bookingManage.move.none', { days: DAYS_SHOWN, phone })}</p>
        )}
      </PrivateSection>
      <PrivateSection id="cancel-heading" title={t('bookingManage.cancel.heading')} card>
        <ChangeForm
          action={cancelBookingAction}
          token={token}
          locale={locale}
          testId="cancel-form"
          className="mt-3 space-y-3"
        >
          <label className="flex items-center gap-2">
            <input type="checkbox" name="confirm" value="yes" required />
            {t('bookingManage.cancel.confirm')}
          </label>
          <Button type="submit" variant="neutral">
            {t('bookingManage.cancel.submit')}
          </Button>
        </ChangeForm>
      </PrivateSection>
    </>
  );
}
