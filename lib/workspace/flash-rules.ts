import type { FlashRule } from './flash';

// What each staff page's `?saved=` / `?error=` / `?result=` / `?outcome=` / `?done=` means. The
// actions that redirect with these codes live beside the data (lib/schedule/actions.ts,
// lib/workspace/team-actions.ts, lib/workspace/pipeline-actions.ts, lib/pricing).

/** An `?error=` rule whose unknown codes show the page's general failure, `<prefix>.failed`. */
const errorRule = (prefix: string, codes?: readonly string[]): FlashRule => ({
  param: 'error',
  prefix: `${prefix}.`,
  codes,
  fallback: `${prefix}.failed`,
  tone: 'error',
});

export const capacityFlash: readonly FlashRule[] = [
  {
    param: 'saved',
    prefix: 'schedule.capacityPage.saved.',
    codes: ['capacity', 'closed', 'opened'],
    tone: 'ok',
  },
  errorRule('schedule.capacityPage.errors'),
];

export const techniciansFlash: readonly FlashRule[] = [
  // The code is the technician's name, shown in the message.
  { param: 'saved', prefix: '', key: 'schedule.technicians.saved', tone: 'ok' },
  errorRule('schedule.technicians.errors', ['name', 'nameAr', 'phone', 'forbidden', 'notFound']),
];

const scheduleSuccess = /^(assigned|unassigned|moved|status_)/;

export const scheduleFlash: readonly FlashRule[] = [
  {
    param: 'outcome',
    prefix: 'schedule.outcome.',
    fallback: 'schedule.outcome.failed',
    tone: (code) => (scheduleSuccess.test(code) ? 'ok' : 'error'),
  },
];

const teamGood: readonly string[] = ['granted', 'revoked'];

export const teamFlash: readonly FlashRule[] = [
  {
    param: 'result',
    prefix: 'workspace.team.results.',
    codes: [
      'granted',
      'revoked',
      'no-user',
      'self',
      'unconfigured',
      'invalid',
      'forbidden',
      'failed',
    ],
    tone: (code) => (teamGood.includes(code) ? 'ok' : 'error'),
  },
];

export const recordFlash: readonly FlashRule[] = [
  {
    param: 'done',
    prefix: 'workspace.record.done.',
    codes: ['note', 'followUp', 'whatsapp'],
    tone: 'ok',
  },
  {
    param: 'error',
    prefix: 'workspace.record.errors.',
    codes: ['note', 'followUp', 'whatsapp', 'forbidden'],
    tone: 'error',
  },
];

/** The price editor says which price was saved; the code is its id, known only from the list. */
export const pricesFlash = (ids: readonly string[]): readonly FlashRule[] => [
  { param: 'saved', prefix: '', key: 'admin.prices.saved', codes: ids, tone: 'ok' },
];

const reviewsGood: readonly string[] = ['publish', 'reply', 'hide'];

/** The moderation page (lib/reviews/actions.ts): what was done to a review, or why not. */
export const reviewsFlash: readonly FlashRule[] = [
  {
    param: 'done',
    prefix: 'reviews.staff.done.',
    codes: ['publish', 'reply', 'hide', 'replyEmpty', 'hideEmpty', 'failed'],
    tone: (code) => (reviewsGood.includes(code) ? 'ok' : 'error'),
  },
];
