'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { clientAddress } from '@/lib/requests/client-address';
import { withinRateLimit } from '@/lib/requests/rate-limit';
import { errorCode, log } from '@/lib/log';
import * as clock from '@/lib/clock';
import { stopWhatsappByToken } from '@/lib/notify/stop';
import { isBookingToken, isChangeError, type ChangeDone, type ChangeError } from './manage';
import { parseSlot } from './model';
import { moveBooking, setBookingStatus, type ChangeResult } from './store';

// The move and cancel forms of a booking's private page. Plain form posts (they work without
// JavaScript); each answers with a redirect back to the page (post/redirect/get) carrying what
// happened, so a reload never posts twice. Anyone can post anything to an action: every field is
// checked here, and the booking itself is found only by its unguessable token.

/** Changes per client address in ten minutes: a visitor needs two or three, a script gets nowhere. */
const CHANGE_LIMIT = 10;
const CHANGE_WINDOW_SECONDS = 600;

export async function moveBookingAction(_state: null, form: FormData): Promise<null> {
  const fields = readFields(form);
  if (!fields) return null;
  const slot = parseSlot(form.get('slot'));
  if (!slot) backTo(fields, { error: 'slot' });
  backTo(
    fields,
    await change(fields.token, (db) =>
      moveBooking(db, { token: fields.token }, { day: slot.date, window: slot.window }, 'visitor'),
    ),
    'moved',
  );
}

export async function cancelBookingAction(_state: null, form: FormData): Promise<null> {
  const fields = readFields(form);
  if (!fields) return null;
  if (form.get('confirm') !== 'yes') backTo(fields, { error: 'confirm' });
  backTo(
    fields,
    await change(fields.token, (db) =>
      setBookingStatus(db, { token: fields.token }, 'cancelled', 'visitor'),
    ),
    'cancelled',
  );
}

/** The private page's "stop WhatsApp updates" (lib/notify): by the token, like a move or a cancel. */
export async function stopWhatsappAction(_state: null, form: FormData): Promise<null> {
  const fields = readFields(form);
  if (!fields) return null;
  backTo(
    fields,
    await change(fields.token, (db) => stopWhatsappByToken(db, fields.token, clock.now())),
    'whatsappStopped',
  );
}

interface Fields {
  token: string;
  locale: ReturnType<typeof localeFrom>;
}

/** The token and language every post carries; a post without a well-formed token changes nothing. */
function readFields(form: unknown): Fields | null {
  if (!(form instanceof FormData)) return null;
  const token = form.get('token');
  if (!isBookingToken(token)) return null;
  return { token, locale: localeFrom(form.get('locale')) };
}

type Outcome = ChangeResult | { ok: false; reason: 'rateLimited' | 'failed' };

async function change(
  token: string,
  run: (db: Awaited<ReturnType<typeof getDb>>['db']) => Promise<ChangeResult>,
): Promise<Outcome> {
  try {
    const { db } = await getDb();
    const clientKey = clientAddress(await headers());
    if (
      !(await withinRateLimit(
        db,
        `booking-change:${clientKey}`,
        CHANGE_LIMIT,
        CHANGE_WINDOW_SECONDS,
      ))
    )
      return { ok: false, reason: 'rateLimited' };
    return await run(db);
  } catch (error) {
    log.error('booking.change_failed', errorCode(error));
    return { ok: false, reason: 'failed' };
  }
}

/** Back to the private page, with the change made or the reason it was not (never a stack trace). */
function backTo(
  { token, locale }: Fields,
  outcome: Outcome | { error: ChangeError },
  done?: ChangeDone,
): never {
  const path = localizedPath(locale, `/book/${token}`);
  if ('error' in outcome) redirect(`${path}?error=${outcome.error}`);
  if (outcome.ok) redirect(`${path}?changed=${done}`);
  // An unknown token: the page itself answers 404.
  if (outcome.reason === 'notFound') redirect(path);
  const reason: ChangeError = isChangeError(outcome.reason) ? outcome.reason : 'failed';
  redirect(`${path}?error=${reason}`);
}
