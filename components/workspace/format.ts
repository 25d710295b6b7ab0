import { getFormatter } from 'next-intl/server';

/** How the workspace writes a moment (received, changed): medium date, short time, Latin digits. */
export async function staffMoment() {
  const format = await getFormatter();
  return (at: Date) =>
    format.dateTime(at, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
}
