// Visit and call-back windows inside the working hours: Sunday to Thursday 8:00 to 18:00, Friday 9:00
// to 13:00, Saturday closed. Dates are calendar days in the UAE (Asia/Dubai, UTC+4 all year).

export const visitWindows = {
  weekday: ['08-10', '10-12', '12-14', '14-16', '16-18'],
  friday: ['09-11', '11-13'],
} as const;

export const allWindows = [...new Set([...visitWindows.weekday, ...visitWindows.friday])].sort();

const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** Today's date in Dubai as YYYY-MM-DD. */
export function dubaiToday(now = new Date()): string {
  return new Date(now.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Date in Dubai `days` after today, YYYY-MM-DD. */
export function dubaiDatePlus(days: number, now = new Date()): string {
  return new Date(now.getTime() + DUBAI_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD date. */
export const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export function windowsFor(date: string): readonly string[] {
  const day = weekday(date);
  if (day === 6) return [];
  return day === 5 ? visitWindows.friday : visitWindows.weekday;
}

/** Minutes since midnight in Dubai. */
const dubaiMinutes = (now: Date) => {
  const d = new Date(now.getTime() + DUBAI_OFFSET_MS);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
};

/** Whether a window on a date is open for booking: a working day, not past, and (today) not yet over. */
export function isBookable(date: string, window: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return false;
  if (date < dubaiToday(now)) return false;
  if (!windowsFor(date).includes(window)) return false;
  if (date === dubaiToday(now)) {
    const endHour = Number(window.slice(3));
    return dubaiMinutes(now) < endHour * 60 - 30;
  }
  return true;
}
