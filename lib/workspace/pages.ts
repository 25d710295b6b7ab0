import { bookingOfLead } from '@/lib/booking/admin';
import { photosOfLead } from '@/lib/booking/admin-photos';
import { getLead } from '@/lib/leads/admin';
import { priceHistory, pricesForStaff } from '@/lib/pricing/admin';
import { bookingForPanel, planFor, techniciansForStaff } from '@/lib/schedule/admin';
import { mondayOf, type ScheduleQuery } from '@/lib/schedule/query';
import { linesOfLead, messagesOfLead, pipelinePage, recordOf } from './pipeline';
import { PAGE_SIZE, type PipelineFilter } from './pipeline-store';

// One data call per staff page: what the page shows, fetched side by side. Each function refuses
// without a staff session like the reads it calls.

/** The pipeline's page of records, how many pages there are, and the crew to filter by. */
export async function pipelineView(filter: PipelineFilter) {
  const [{ rows, total }, crew] = await Promise.all([pipelinePage(filter), techniciansForStaff()]);
  return { rows, total, crew, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}
export type PipelineView = Awaited<ReturnType<typeof pipelineView>>;

/** The day's or week's plan and, with a booking chosen, its panel and the technicians to assign. */
export async function scheduleView(q: ScheduleQuery) {
  const [plan, panel, technicians] = await Promise.all([
    planFor({
      from: q.view === 'week' ? mondayOf(q.day) : q.day,
      days: q.view === 'week' ? 7 : 1,
      zone: q.zone ?? undefined,
    }),
    q.booking ? bookingForPanel(q.booking) : null,
    q.booking ? techniciansForStaff() : [],
  ]);
  return { plan, panel, technicians };
}

/** Every price and the latest changes. */
export async function pricesView() {
  const [items, history] = await Promise.all([pricesForStaff(), priceHistory()]);
  return { items, history };
}
export type PricesView = Awaited<ReturnType<typeof pricesView>>;

/** One record: the lead, its booking and photos if it is one, and its workspace record. */
export async function leadView(id: string) {
  const found = await getLead(id);
  if (!found) return null;
  const { lead } = found;
  const [photos, booked, record, lines, messages] = await Promise.all([
    lead.kind === 'booking' ? photosOfLead(lead.id) : [],
    lead.kind === 'booking' ? bookingOfLead(lead.id) : null,
    recordOf(lead.id),
    linesOfLead(lead.id),
    messagesOfLead(lead.id),
  ]);
  return record ? { lead, photos, booked, record, lines, messages } : null;
}
export type LeadView = NonNullable<Awaited<ReturnType<typeof leadView>>>;
