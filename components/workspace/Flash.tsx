import { randomUUID } from 'node:crypto';
import { FocusOnMount } from '@/components/ui/FocusOnMount';
import { focusTarget } from '@/components/ui/focus-target';
import type { Locale } from '@/lib/i18n/routing';
import { serverText, type TextValues } from '@/lib/i18n/server-text';
import type { Flash, FlashTone } from '@/lib/workspace/flash';

type TestId = string | Record<FlashTone, string>;

/**
 * A success (role=status) or a refusal (role=alert) the page was redirected back with. With `focusId`
 * the focus lands on it, with or without JavaScript, so the result of a staff action is read out and the
 * keyboard goes on from there (the form that was sent may be gone, as a booking's once it is done).
 */
export function Notice({
  tone,
  text,
  testId,
  focusId,
}: {
  tone: FlashTone;
  text: string;
  testId: TestId;
  focusId?: string;
}) {
  const ok = tone === 'ok';
  return (
    <>
      <p
        role={ok ? 'status' : 'alert'}
        data-testid={typeof testId === 'string' ? testId : testId[tone]}
        {...(focusId ? focusTarget(focusId) : {})}
        className={`mt-4 rounded-lg p-3 ${ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
      >
        {text}
      </p>
      {/* A fresh key for each answer the server renders: the same outcome twice takes the focus twice. */}
      {focusId && <FocusOnMount key={randomUUID()} id={focusId} />}
    </>
  );
}

/**
 * The messages read by readFlash, in words; `values` fills a message's placeholders. The first takes
 * the focus (Notice's focusId).
 */
export function FlashMessages({
  flashes,
  locale,
  testId,
  values,
}: {
  flashes: readonly Flash[];
  locale: Locale;
  testId: TestId;
  values?: (flash: Flash) => TextValues;
}) {
  const words = serverText(locale);
  return flashes.map((flash, i) => {
    const filled = values?.(flash);
    const text =
      words.maybe(flash.key, filled) ??
      (flash.fallback ? words.maybe(flash.fallback, filled) : undefined) ??
      flash.key;
    return (
      <Notice
        key={`${flash.tone} ${flash.key}`}
        tone={flash.tone}
        text={text}
        testId={testId}
        focusId={i === 0 ? 'flash-message' : undefined}
      />
    );
  });
}
