import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';

/**
 * What a part of the staff schedule writes with: its own messages (`namespace`), the zones' names,
 * and the server text its dates and time windows are written in.
 */
export async function scheduleText<
  N extends 'schedule' | 'schedule.panel' | 'schedule.capacityPage',
>(locale: Locale, namespace: N) {
  const [t, tz] = await Promise.all([
    getTranslations(namespace),
    getTranslations('admin.booking.zones'),
  ]);
  return { t, tz, words: serverText(locale) };
}
