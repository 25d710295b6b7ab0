import type * as z from 'zod/mini';
import type { Db } from '@/lib/db/connect';
import { withDeadline } from '@/lib/db/deadline';
import { errorCode, log } from '@/lib/log';
import { whatsappSettings } from '@/lib/notify/config';
import { fieldErrorsOf, refusalOf, type ErrorCode } from '@/lib/leads/schemas';
import { areaEmirateCheck } from './known-areas';
import { withinRateLimit } from './rate-limit';
import { limits } from './limits';
import { refused, type FieldRefusal, type Refusal } from './refusal';

/**
 * What every request form's server side does before and around storing, in this order: refuse a body
 * too large, pretend to accept a bot (a filled honeypot), validate, refuse a form filled faster than a
 * person can, then within the database deadline count the post against the client's rate limit and
 * store (with costly work such as decoding photos in between, `admit`, each part has its own deadline). Never throws: a database failure is `failed`, so the visitor keeps their input and can send
 * it again (a request form's one-time key makes that store once).
 */
export async function submitRequest<
  S extends z.ZodMiniType,
  R extends { ok: true },
  X = never,
  P = undefined,
>(
  raw: Record<string, unknown>,
  spec: {
    /** The form's name in the rate-limit key and the logs: 'booking', 'amc', 'quote' … */
    form: string;
    schema: S;
    clientKey: string;
    db: () => Promise<Db>;
    now: Date;
    /** The answer a bot gets: looks like success, stores nothing. */
    honeypot: R;
    /**
     * Checks beyond the schema that need no database (the AMC start month on the server's clock), on
     * the raw post: a field the schema already refused keeps that error.
     */
    check?: (raw: Record<string, unknown>) => [string, ErrorCode][];
    /** The body was too large: the form's own way to say which fields (default: the whole form). */
    tooLarge?: () => R | Refusal<ErrorCode>;
    /**
     * Work the request needs that is not the database's part (the estimate from the cached price
     * list): done once the post is valid, before the deadline starts, its result handed to `store`.
     */
    prepare?: (input: z.output<S>) => Promise<P>;
    /** Stores the request; runs inside the deadline, after the rate limit. */
    store: (
      db: Db,
      input: z.output<S>,
      signal: AbortSignal,
      prepared: P,
    ) => Promise<R | X | Refusal<ErrorCode>>;
    /** Checks that read the database and must come before the rate limit counts the post. */
    precheck?: (db: Db, input: z.output<S>) => Promise<FieldRefusal<ErrorCode> | null>;
    /**
     * Costly work on what was sent (decoding a booking's photos): only for a valid post the rate limit
     * has counted, so an invalid or throttled post costs the server nothing. It runs between two
     * database deadlines (the count, then the store), holding no connection while it works. Returns a
     * refusal, or null to go on and store.
     */
    admit?: () => Promise<X | null>;
    /**
     * The form asks "updates on WhatsApp?" while WhatsApp is on (lib/notify/consent.ts): then an answer
     * is required here too, not only by the browser's `required`, so a forged or scripted post cannot
     * leave the customer's choice unmade.
     */
    asksWhatsapp?: boolean;
  },
): Promise<R | X | Refusal<ErrorCode>> {
  const { now } = spec;
  if (JSON.stringify(raw).length > limits.maxBodyChars)
    return spec.tooLarge?.() ?? refused('tooLarge');
  if (typeof raw.website === 'string' && raw.website.trim() !== '') return spec.honeypot;

  const parsed = spec.schema.safeParse(raw);
  const errors = parsed.success ? [] : Object.entries(fieldErrorsOf(parsed.error));
  // Every form naming an emirate and an area: the area must be of that emirate (or unknown to us).
  for (const [field, code] of [
    ...(spec.check?.(raw) ?? []),
    ...areaEmirateCheck(raw),
    ...(spec.asksWhatsapp ? whatsappAnswerCheck(raw) : []),
  ])
    if (!errors.some(([f]) => f === field)) errors.push([field, code]);
  // A malformed start time is treated as one sent too fast (see refusalOf).
  if (!parsed.success || errors.length) return refusalOf(errors);
  const input = parsed.data;
  const startedAt = (input as { startedAt?: number }).startedAt;
  const filledFor = startedAt === undefined ? -1 : now.getTime() - startedAt;
  if (filledFor < limits.minFillMs) return refused('rejected');

  try {
    const prepared = (await spec.prepare?.(input)) as P;
    const key = `${spec.form}:${spec.clientKey}`;
    const admission = async (db: Db) => {
      const early = await spec.precheck?.(db, input);
      if (early) return early;
      if (!(await withinRateLimit(db, key, limits.rateLimit, limits.rateWindowSeconds, now)))
        return refused('rateLimited');
      return null;
    };
    if (spec.admit) {
      const refusal = await withDeadline(limits.databaseMs, async () => admission(await spec.db()));
      if (refusal) return refusal;
      const notAdmitted = await spec.admit();
      if (notAdmitted) return notAdmitted;
    }
    return await withDeadline(limits.databaseMs, async (signal) => {
      const db = await spec.db();
      if (!spec.admit) {
        const refusal = await admission(db);
        if (refusal) return refusal;
      }
      return await spec.store(db, input, signal, prepared);
    });
  } catch (error) {
    // The class and code only: a driver's message repeats the query's values (the visitor's details).
    const scope = spec.form === 'booking' || spec.form === 'amc' ? spec.form : 'lead';
    log.error(`${scope}.store_failed`, { kind: spec.form, ...errorCode(error) });
    return refused('failed');
  }
}

/** What a bot that filled the honeypot of a form with a private page is told: "sent", with no link. */
export const botStored = { ok: true, reference: '', token: '' } as const;

/** While WhatsApp is on, the question must have its explicit yes or no (no answer is no consent). */
function whatsappAnswerCheck(raw: Record<string, unknown>): [string, ErrorCode][] {
  if (!whatsappSettings()) return [];
  return raw.whatsappUpdates === 'yes' || raw.whatsappUpdates === 'no'
    ? []
    : [['whatsappUpdates', 'required']];
}
