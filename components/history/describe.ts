import type { HistoryEntry } from '@/lib/events/model';
import { longDate, slotText } from '@/lib/booking/recap';
import { formatAed } from '@/lib/pricing/money';
import type { Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';

// An event of a request told in words: once as its customer reads it (who: themselves, our team or
// the site) and once as staff read it (who by e-mail, every kind, technicians by name).

/** Who made a change, as the customer reads it: themselves, our team (any staff member) or the site. */
const customerActor = (actor: string) =>
  actor === 'visitor'
    ? ('bookingManage.history.by.visitor' as const)
    : actor.startsWith('staff:')
      ? ('bookingManage.history.by.staff' as const)
      : ('bookingManage.history.by.system' as const);

export function customerText(t: ServerText, entry: HistoryEntry, locale: Locale) {
  const what =
    entry.kind === 'moved'
      ? t('bookingManage.history.moved', {
          from: slotText(t, entry.before.slot, locale),
          to: slotText(t, entry.after.slot, locale),
        })
      : entry.kind === 'created'
        ? t('bookingManage.history.created', { slot: slotText(t, entry.after.slot, locale) })
        : entry.kind === 'visit_status'
          ? // What happened, as a sentence of its own («أُلغي الحجز»), not a label quoted in one.
            t(`bookingManage.history.statusEvents.${entry.after.status}`)
          : '';
  return { what, who: t(customerActor(entry.actor)) };
}

/** The events of a booking (as opposed to its lead's pipeline): shown as "… by the customer". */
export const isBookingEvent = (entry: HistoryEntry) =>
  entry.kind === 'created' ||
  entry.kind === 'moved' ||
  entry.kind === 'visit_status' ||
  entry.kind === 'assigned';

export function staffText(
  t: ServerText,
  entry: HistoryEntry,
  locale: Locale,
  technicianNames?: ReadonlyMap<string, string>,
): string {
  const slot = (value: string | null) => slotText(t, value, locale);
  const status = (s: string) => t.maybe(`bookingManage.status.names.${s}`) ?? '';
  const bookingActor = (who: string) =>
    who.startsWith('staff:')
      ? t('admin.booking.actor.staff', { email: who.slice('staff:'.length) })
      : t(who === 'visitor' ? 'admin.booking.actor.visitor' : 'admin.booking.actor.system');
  const booking = (what: string) =>
    t('workspace.record.history.bookingEvent', { what, actor: bookingActor(entry.actor) });
  // An invoice's or contract's number with its amount, as every money event names them.
  const amount = (number: string, fils: number) => ({ number, total: formatAed(fils, locale) });
  const actor = entry.actor;
  switch (entry.kind) {
    case 'created':
      return booking(t('admin.booking.event.created', { slot: slot(entry.after.slot) }));
    case 'moved':
      return booking(
        t('admin.booking.event.moved', {
          from: slot(entry.before.slot),
          to: slot(entry.after.slot),
        }),
      );
    case 'assigned':
      return booking(
        entry.after.technicianId
          ? t('schedule.events.assigned', {
              name: technicianNames?.get(entry.after.technicianId) ?? '',
            })
          : t('schedule.events.unassigned'),
      );
    case 'visit_status':
      return booking(
        t('admin.booking.event.status', {
          from: status(entry.before.status),
          to: status(entry.after.status),
        }),
      );
    case 'note':
      return t('workspace.record.history.note', { actor });
    case 'follow_up_set':
      return t('workspace.record.history.followUpSet', {
        date: longDate(entry.after.day, locale),
        actor,
      });
    case 'follow_up_cleared':
      return t('workspace.record.history.followUpCleared', {
        date: longDate(entry.before.day, locale),
        actor,
      });
    case 'status':
      return t('admin.detail.historyEntry', {
        from: t.maybe(`admin.statuses.${entry.before.status}`) ?? '',
        to: t.maybe(`admin.statuses.${entry.after.status}`) ?? '',
        actor,
      });
    case 'message_in':
      return t('notify.staff.reply', { text: entry.after.text });
    case 'invoice_issued':
      return t('invoice.events.issued', {
        ...amount(entry.after.number, entry.after.totalFils),
        actor: bookingActor(actor),
      });
    case 'credit_note_issued':
      return t('invoice.events.credited', {
        number: entry.after.number,
        invoice: entry.before.number,
        actor: bookingActor(actor),
      });
    case 'payment_started':
      return t('invoice.events.started', { number: entry.after.number });
    case 'invoice_paid':
      return t('invoice.events.paid', {
        ...amount(entry.after.number, entry.after.totalFils),
        via: t(`invoice.events.via.${entry.after.via}`),
      });
    case 'invoice_refunded':
      return t('invoice.events.refunded', {
        ...amount(entry.after.number, entry.after.amountFils),
        actor: bookingActor(actor),
        creditNote: entry.after.creditNote,
      });
    case 'review':
      return t(`reviews.staff.event.${entry.after.action}`, {
        rating: entry.after.rating,
        reason: entry.after.reason ? t(`reviews.hideReasons.${entry.after.reason}`) : '',
        actor: bookingActor(actor),
      });
    case 'amc_offered':
      return t('amcPlans.contract.events.offered', {
        plan: t.maybe(`amcPlans.plans.${entry.after.plan}.name`) ?? entry.after.plan,
        units: entry.after.units,
        start: longDate(entry.after.startDate, locale),
        instalments: t(`amcPlans.contract.instalmentsValue.${entry.after.instalments}`),
        total: formatAed(entry.after.totalFils, locale),
        actor: bookingActor(actor),
      });
    case 'amc_accepted':
      return t(
        'amcPlans.contract.events.accepted',
        amount(entry.after.number, entry.after.totalFils),
      );
    default:
      // A setting's event is never under a request; shown plainly should one ever be.
      return entry.kind;
  }
}
