import * as clock from '@/lib/clock';
import type { Locale } from '@/lib/i18n/routing';
import { createHash } from 'node:crypto';
import { errorCode, log } from '@/lib/log';
import type { Db } from '@/lib/db/connect';
import { withDeadline } from '@/lib/db/deadline';
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
import { normalisePhone } from './phone';
import {
  fieldErrorsOf,
  refusalOf,
  leadSchemas,
  type LeadInput,
  type LeadKind,
  type SubmitResult,
} from './schemas';
import { saveLead, withinRateLimit, type NewLead } from './store';

/** Version of the privacy notice a visitor saw when submitting; stored with the consent. */
export const PRIVACY_NOTICE_VERSION = '2026-11';

export const limits = {
  /** Characters of all fields together; a larger body is refused before validation. */
  maxBodyChars: 12_000,
  /** A form sent faster than this after it was shown was filled by a script. */
  minFillMs: 2_500,
  /** Submissions per client and form kind in one window. */
  rateLimit: 5,
  rateWindowSeconds: 600,
  /**
   * The database part of a submission (rate limit and insert) answers within this, or the visitor is
   * told "could not send, your input is kept": a locked table or a hung database never makes them wait.
   */
  databaseMs: 4_000,
};

export interface SubmissionContext {
  db: () => Promise<Db>;
  locale: Locale;
  /** Who is asking, for the rate limit (the client address behind the proxy). */
  clientKey: string;
  emails: ('notify_company' | 'confirm_visitor')[];
  now?: Date;
  /** The prices a stored estimate is computed from; the site's (getPrices) unless a test sets them. */
  prices?: () => Promise<Prices>;
}

/**
 * Validates, rate-limits and stores one lead. Never throws: every outcome is a typed result, and a
 * database failure is reported as `failed` so the visitor keeps their input and can send it again.
 */
export async function submitLead(
  kind: LeadKind,
  raw: Record<string, unknown>,
  ctx: SubmissionContext,
): Promise<SubmitResult> {
  const now = ctx.now ?? clock.now();
  if (JSON.stringify(raw).length > limits.maxBodyChars) return tooLarge(kind, raw);
  // A filled honeypot is a bot: it is told "sent" and nothing is stored.
  if (typeof raw.website === 'string' && raw.website.trim() !== '') return { ok: true };

  const parsed = leadSchemas[kind].safeParse(raw);
  // A malformed start time is treated as one sent too fast (see below).
  if (!parsed.success) return refusalOf(Object.entries(fieldErrorsOf(parsed.error)));
  const input = parsed.data;
  const filledFor = input.startedAt === undefined ? -1 : now.getTime() - input.startedAt;
  if (filledFor < limits.minFillMs) return { ok: false, formError: 'rejected' };

  const row = toRow(kind, input, ctx, now);
  // A quote asked for from an estimate: the estimate again, from the server's prices and the form's
  // hidden fields (what the visitor chose), never from numbers the browser sent.
  if (kind === 'quote')
    row.estimate = storedEstimate(
      await (ctx.prices ?? getPrices)(),
      estimateInputFrom(raw, estimateHiddenNames),
      now,
    );

  try {
    return await withDeadline(limits.databaseMs, async (signal): Promise<SubmitResult> => {
      const db = await ctx.db();
      // The window is checked against the calendar the form was built from (closed days live in the
      // database), on the server's clock, before the rate limit counts a post the visitor must correct.
      if ('slot' in input) {
        const form = kind === 'quote' ? 'quote' : 'callback';
        const verdict = checkSlot(form, await loadRules(db, now), input.slot, now);
        if (verdict !== 'ok') return { ok: false, fieldErrors: { slot: verdict } };
      }
      if (
        !(await withinRateLimit(
          db,
          `${kind}:${ctx.clientKey}`,
          limits.rateLimit,
          limits.rateWindowSeconds,
          now,
        ))
      ) {
        return { ok: false, formError: 'rateLimited' };
      }
      const saved = await saveLead(
        db,
        row,
        ctx.emails.filter((e) => e !== 'confirm_visitor' || row.email),
        signal,
      );
      return { ok: true, duplicate: saved.duplicate };
    });
  } catch (error) {
    // The class and code only: a driver's message repeats the query's values (the visitor's details).
    log.error('lead.store_failed', { kind, ...errorCode(error) });
    return { ok: false, formError: 'failed' };
  }
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
    kind,
    name: i.fullName!,
    email: i.email || null,
    phone: normalisePhone(i.phone!)!,
    message: i.message || null,
    service: i.service ?? null,
    emirate: i.emirate ?? null,
    area: i.area || null,
    propertyType: i.propertyType ?? null,
    acUnits: typeof i.acUnits === 'number' ? i.acUnits : null,
    preferredDate: slot?.date ?? null,
    preferredWindow: slot?.window ?? null,
    role: i.role ?? null,
    locale: ctx.locale,
    sourcePath: i.sourcePath || null,
    marketingConsent: i.marketingConsent ?? false,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    consentAt: now,
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
