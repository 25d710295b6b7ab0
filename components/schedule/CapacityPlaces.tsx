import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { LocaleForm } from '@/components/workspace/LocaleForm';
import { Section } from '@/components/workspace/Shells';
import { MAX_PLACES } from '@/lib/booking/capacity';
import { windowLabel } from '@/lib/booking/recap';
import { zones } from '@/lib/booking/zones';
import { allWindows } from '@/lib/config/hours';
import type { Locale } from '@/lib/i18n/routing';
import { capacityAction } from '@/lib/schedule/actions';
import { scheduleText } from './schedule-text';

/** One small form per zone and window: the places it offers. */
export async function CapacityPlaces({
  capacity,
  locale,
  permalink,
}: {
  capacity: ReadonlyMap<string, number>;
  locale: Locale;
  permalink: string;
}) {
  const { t, tz, words } = await scheduleText(locale, 'schedule.capacityPage');
  return (
    <Section id="places" heading={t('places')}>
      <p className="mt-1 text-sm text-gray-600">{t('placesHint')}</p>
      {zones.map((zone) => (
        <section key={zone} aria-labelledby={`cap-${zone}`} className="mt-4" data-zone={zone}>
          <h3 id={`cap-${zone}`} className="font-bold text-brand-900">
            {tz(zone)}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-3">
            {allWindows.map((window) => (
              <li key={window}>
                <LocaleForm
                  locale={locale}
                  action={capacityAction}
                  permalink={permalink}
                  className="flex items-end gap-2 rounded border border-gray-200 p-2"
                  data-testid="capacity-form"
                  data-window={window}
                >
                  <input type="hidden" name="zone" value={zone} />
                  <input type="hidden" name="window" value={window} />
                  <label className="text-sm">
                    {windowLabel(words, window)}
                    <Input
                      name="places"
                      // Text with a numeric keyboard: type=number drops «٤٠» (an Arabic keyboard).
                      required
                      maxLength={String(MAX_PLACES).length}
                      inputMode="numeric"
                      dir="ltr"
                      className="w-20"
                      defaultValue={capacity.get(`${zone} ${window}`) ?? 0}
                      size="sm"
                      aria-label={t('placesLabel', {
                        zone: tz(zone),
                        window: windowLabel(words, window),
                      })}
                    />
                  </label>
                  <Button type="submit" size="sm" variant="secondary">
                    {t('save')}
                  </Button>
                </LocaleForm>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Section>
  );
}
