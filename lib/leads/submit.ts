import * as clock from '@/lib/clock';
import type { Locale } from '@/lib/i18n/routing';
import { createHash } from 'node:crypto';
import type { Db } from '@/lib/db/connect';
import { checkSlot } from '@/lib/booking/offered';
import { parseSlot } from '@/lib/booking/model';
import { loadRules } from '@/lib/booking/store';
import {
  estimateHiddenNames,
  estimateInputFrom,
  storedEstimate,
} from '@/lib/pricing/estimate-input';
import type { Prices } from '@/lib/pricing/price-list';
import { getPrices } from '@/lib/pricing/store';
import { saveLead, type NewLead, type OwedEmail } from '@/lib/requests/create';
import { submitRequest } from '@/lib/requests/submit';
import { leadReference } from './reference';
import { visitorColumns, type VisitorInput } from '@/lib/requests/visitor';
import {
  fieldErrorsOf,
  leadSchemas,
  type LeadInput,
  type LeadKind,
  type SubmitResult,
} from './schemas';
import { asksWhatsapp } from './model';

export interface SubmissionContext {
  db: () => Promise<Db>;
  locale: Locale;
  /** Who is asking, for the rate limit (the client address behind the proxy). */
  clientKey: string;
  emails: OwedEmail[];
  now?: Date;
  /** The prices a stored estimate is computed from; the site's (getPrices) unless a test sets them. */
  prices?: () => Promise<Prices>;
}

/**
 * Validates, rate-limits and stores one lead (lib/requests/submit.ts says in which order). Never
 * throws: every outcome is a typed result, and a database failure is reported as `failed` so the
 * visitor keeps their input and can send it again.
 */
export async function submitLead(
  kind: LeadKind,
  raw: Record<string, unknown>,
  ctx: SubmissionContext,
): Promise<SubmitResult> {
  const now = ctx.now ?? clock.now();
  return submitRequest(raw, {
    form: kind,
    schema: leadSchemas[kind],
    clientKey: ctx.clientKey,
    db: ctx.db,
    now,
    // A filled honeypot is a bot: it is told "sent" and nothing is stored.
    honeypot: { ok: true },
    tooLarge: () => tooLarge(kind, raw),
    // The quote form asks for WhatsApp updates while WhatsApp is on (components/forms/LeadFormSection).
    asksWhatsapp: asksWhatsapp(kind),
    // The window is checked against the calendar the form was built from (closed days live in the
    // database), on the server's clock, before the rate limit counts a post the visitor must correct.
    precheck: async (db, input) => {
      if (!('slot' in input) || typeof input.slot !== 'string') return null;
      const form = kind === 'quote' ? 'quote' : 'callback';
      const verdict = checkSlot(form, await loadRules(db, now), input.slot, now);
      return verdict === 'ok' ? null : { ok: false, fieldErrors: { slot: verdict } };
    },
    // A quote asked for from an estimate: the estimate again, from the server's prices and the
    // form's hidden fields (what the visitor chose), never from numbers the browser sent.
    prepare: async () =>
      kind === 'quote'
        ? storedEstimate(
            await (ctx.prices ?? getPrices)(),
            estimateInputFrom(raw, estimateHiddenNames),
            now,
          )
        : undefined,
    store: async (db, input, signal, estimate) => {
      const row = toRow(kind, input as LeadInput<LeadKind>, ctx, now);
      if (estimate !== undefined) row.estimate = estimate;
      const saved = await saveLead(db, row, ctx.emails, signal);
      // The reference its confirmation e-mail gives, shown at once on the form's success message.
      return { ok: true, duplicate: saved.duplicate, reference: leadReference(saved.id) };
    },
  });
}

/**
 * A body over maxBodyChars: the fields that are too long are named, so the form comes back with
 * everything typed and the message marked "too long"; a body large for another reason (fields no form
 * has) is refused as a whole.
 */
function tooLarge(kind: LeadKind, raw: Record<string, unknown>): SubmitResult {
  const parsed = leadSchemas[kind].safeParse(raw);
  return parsed.success
    ? { ok: false, formError: 'tooLarge' }
    : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

function toRow(
  kind: LeadKind,
  input: LeadInput<LeadKind>,
  ctx: SubmissionContext,
  now: Date,
): NewLead {
  const i = input as Partial<
    LeadInput<'quote'> & LeadInput<'callback'> & LeadInput<'career'> & LeadInput<'contact'>
  >;
  // The stored columns stay a date and a window: the form's one slot value is split here.
  const slot = i.slot ? parseSlot(i.slot) : null;
  const row: NewLead = {
    ...visitorColumns(
      {
        ...(i as VisitorInput),
        whatsappUpdates: asksWhatsapp(kind) ? i.whatsappUpdates : undefined,
      },
      ctx.locale,
      now,
      'survey',
    ),
    kind,
    service: i.service ?? null,
    emirate: i.emirate ?? null,
    area: i.area || null,
    propertyType: i.propertyType ?? null,
    acUnits: typeof i.acUnits === 'number' ? i.acUnits : null,
    preferredDate: slot?.date ?? null,
    preferredWindow: slot?.window ?? null,
    role: i.role ?? null,
    createdAt: now,
    idempotencyKey: '',
  };
  row.idempotencyKey = validKey(i.idempotencyKey) ?? derivedKey(row, now);
  return row;
}

const validKey = (key: string | undefined) =>
  key && /^[A-Za-z0-9-]{16,64}$/.test(key) ? key : undefined;

/**
 * Without JavaScript the form has no per-render key; the same content sent again within ten minutes
 * (a reload that re-posts) is then recognised by its fingerprint instead.
 */
function derivedKey(row: NewLead, now: Date): string {
  const bucket = Math.floor(now.getTime() / 600_000);
  const fingerprint = [
    row.kind,
    row.name,
    row.email,
    row.phone,
    row.message,
    row.service,
    row.preferredDate,
    row.preferredWindow,
    bucket,
  ].join('|');
  return `nojs-${createHash('sha256').update(fingerprint).digest('hex').slice(0, 40)}`;
}
